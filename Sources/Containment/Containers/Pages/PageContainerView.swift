/// The view a ``PageViewController`` lays its pages out in.
///
/// During a scroll turn the pages' own frames move, so any backend shows the
/// slide for free. During a page curl the pages sit at their resting frames
/// and the container describes the curl (``curl``, with the page views in
/// the roles the curl gives them); a backend paints it from snapshots and
/// hides the real views meanwhile. Backends observe it with
/// ``curlObserver``.
@MainActor public final class PageContainerView: View {
    /// The running curl, nil when no page is curling.
    public private(set) var curl: PageCurl?
    /// The pages turned away by the curl (the visible ones at fraction 0), left to right.
    public private(set) var curlFrontViews: [View] = []
    /// The pages the curl reveals (the visible ones at fraction 1), left to right.
    public private(set) var curlBeneathViews: [View] = []
    /// Called after the curl begins, changes or ends; for the backend that paints it.
    public var curlObserver: (@MainActor (PageContainerView) -> Void)?

    /// Creates an empty container.
    public init() {
        super.init()
        name = "pageContainer"
        autoresizingMask = .flexibleSize
    }

    func beginCurl(_ curl: PageCurl, front: [View], beneath: [View]) {
        self.curl = curl
        curlFrontViews = front
        curlBeneathViews = beneath
        curlObserver?(self)
    }

    func updateCurl(fraction: Double) {
        guard curl != nil else { return }
        curl?.fraction = fraction
        curlObserver?(self)
    }

    func endCurl() {
        guard curl != nil else { return }
        curl = nil
        curlFrontViews = []
        curlBeneathViews = []
        curlObserver?(self)
    }
}
