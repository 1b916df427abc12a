extension ViewController {
    /// The nearest ancestor that is a navigation controller, as UIKit's
    /// `navigationController`: a page asks it to push the next page.
    ///
    /// ```swift
    /// navigationController?.pushViewController(DetailViewController(item), animated: true)
    /// ```
    public var navigationController: NavigationController? {
        var ancestor = parent
        while let current = ancestor {
            if let navigation = current as? NavigationController { return navigation }
            ancestor = current.parent
        }
        return nil
    }
}
