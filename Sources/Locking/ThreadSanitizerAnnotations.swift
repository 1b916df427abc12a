#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// ThreadSanitizer's annotation interface (`__tsan_acquire`,
/// `__tsan_release`), found at run time.
///
/// The sanitizer's runtime is linked only into sanitized builds, so the
/// functions are looked up once with `dlsym` rather than linked: in any
/// other build both are nil and an annotation costs a predictable branch.
enum ThreadSanitizerAnnotations {
    private typealias Annotation = @convention(c) (UnsafeMutableRawPointer?) -> Void

    private static let acquire = lookUp("__tsan_acquire")
    private static let release = lookUp("__tsan_release")

    /// Tells the sanitizer the calling thread has just taken `lock`: what
    /// the last thread did before ``releasing(_:)`` it happened before.
    static func acquired(_ lock: AnyObject) {
        acquire?(Unmanaged.passUnretained(lock).toOpaque())
    }

    /// Tells the sanitizer the calling thread is about to let `lock` go.
    static func releasing(_ lock: AnyObject) {
        release?(Unmanaged.passUnretained(lock).toOpaque())
    }

    private static func lookUp(_ name: String) -> Annotation? {
        // The process's global scope, where a sanitized build's runtime is.
        guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, name) else { return nil }
        return unsafeBitCast(symbol, to: Annotation.self)
    }
}
