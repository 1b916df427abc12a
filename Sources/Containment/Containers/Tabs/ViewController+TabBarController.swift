extension ViewController {
    /// The nearest ancestor that is a ``TabBarController`` (this controller
    /// itself is not counted), as UIKit's `tabBarController`.
    public var tabBarController: TabBarController? {
        var ancestor = parent
        while let current = ancestor {
            if let tabs = current as? TabBarController { return tabs }
            ancestor = current.parent
        }
        return nil
    }
}
