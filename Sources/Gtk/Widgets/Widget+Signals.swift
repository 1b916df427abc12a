import CGtk

extension Widget {
    /// Runs `handler` when GTK destroys the widget.
    @discardableResult
    public func onDestroy(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connect("destroy", handler)
    }

    /// Runs `handler` when the widget comes on screen (`map`).
    @discardableResult
    public func onMap(after: Bool = false, _ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connect("map", after: after, handler)
    }

    /// Runs `handler` when the widget leaves the screen (`unmap`).
    @discardableResult
    public func onUnmap(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connect("unmap", handler)
    }

    /// Runs `handler` with each new allocation GTK gives the widget.
    @discardableResult
    public func onSizeAllocate(
        after: Bool = false, _ handler: @escaping @MainActor (Allocation) -> Void
    ) -> SignalConnection {
        connect("size-allocate", after: after, pointerHandler: { rectangle in
            guard let rectangle else { return }
            handler(Allocation(rectangle.assumingMemoryBound(to: GtkAllocation.self).pointee))
        })
    }
}
