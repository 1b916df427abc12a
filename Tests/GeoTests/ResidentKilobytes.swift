#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The resident kilobytes (`Rss:` in /proc/self/smaps) of the mappings that
/// lie in `length` bytes from `address` (a released asset's mapping is
/// split in many), or nil when there is none.
func residentKilobytes(mappingAt address: UInt, length: Int) -> Int? {
    guard let file = fopen("/proc/self/smaps", "r") else { return nil }
    defer { fclose(file) }
    var inside = false, found = false, total = 0
    var line = [CChar](repeating: 0, count: 4096)
    while fgets(&line, Int32(line.count), file) != nil {
        let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if let dash = text.firstIndex(of: "-"), let start = UInt(text[..<dash], radix: 16) {
            inside = start >= address && start < address + UInt(length)
            found = found || inside
        } else if inside, text.hasPrefix("Rss:") {
            total += Int(text.dropFirst(4).split(separator: " ").first ?? "") ?? 0
        }
    }
    return found ? total : nil
}
