import CGtk

extension Object {
    /// How many references to the object GLib counts now: the wrapper's
    /// own, a parent container's, a view's… For tests and diagnostics that
    /// check who holds an object; code should not decide anything on it.
    ///
    /// ```swift
    /// let before = label.referenceCount
    /// box.add(label)
    /// assert(label.referenceCount == before + 1)
    /// ```
    public var referenceCount: Int {
        Int(pointer(as: GObject.self).pointee.ref_count)
    }
}
