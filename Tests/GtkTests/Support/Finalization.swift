import CGtk

/// Counts how many times GLib finalizes one object.
///
/// It hangs a datum with a destroy notify on the object: GLib frees an
/// object's data when it finalizes it, and only then (weak references, by
/// contrast, are already notified when a widget is destroyed).
final class Finalization {
    private(set) var count = 0

    /// Starts counting `object`'s finalization.
    init(of object: UnsafeMutableRawPointer) {
        Self.serial += 1
        let quark = g_quark_from_string("tunnel-test-finalization-\(Self.serial)")
        g_object_set_qdata_full(object.assumingMemoryBound(to: GObject.self), quark,
                                Unmanaged.passUnretained(self).toOpaque()) { data in
            guard let data else { return }
            Unmanaged<Finalization>.fromOpaque(data).takeUnretainedValue().count += 1
        }
    }

    nonisolated(unsafe) private static var serial = 0

    /// Whether the object was finalized, exactly once.
    var isFinalizedOnce: Bool { count == 1 }
}

/// The object's reference count, as GLib keeps it.
func referenceCount(of object: UnsafeMutableRawPointer) -> UInt32 {
    object.assumingMemoryBound(to: GObject.self).pointee.ref_count
}

/// Whether the object still has the floating reference it was made with.
func isFloating(_ object: UnsafeMutableRawPointer) -> Bool {
    g_object_is_floating(object) != 0
}
