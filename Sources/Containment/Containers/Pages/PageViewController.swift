/// A container that shows pages one (or two) at a time and turns between
/// them: the counterpart of `UIPageViewController`.
///
/// Pages come from a ``dataSource`` on demand; only the visible pages, and
/// during a turn the pages being turned to, are children. A user turns with
/// Left/Right (Up/Down when vertical), Page Up/Down, the scroll wheel and a
/// drag that follows the pointer (the GTK backend wires the pointer to
/// ``beginInteractiveTurn(_:)``, ``updateInteractiveTurn(_:)`` and
/// ``endInteractiveTurn(velocity:)``).
///
/// ```swift
/// let pages = PageViewController(transitionStyle: .pageCurl)
/// pages.dataSource = book
/// pages.setViewControllers([CountryPage(index: 0)], direction: .forward, animated: false)
/// try addChild(pages)
/// try view.addSubview(pages.view)
/// pages.didMove(toParent: self)
/// ```
///
/// ## Lifecycle
/// The page controller forwards appearance to its pages itself
/// (``shouldAutomaticallyForwardAppearanceMethods`` is false); overrides of
/// the appearance methods must call `super`. A turn from A to B runs, as UIKit:
/// `B.willMove(toParent:)`, `A.viewWillDisappear`, `B.viewWillAppear`, frames,
/// `A.viewDidDisappear`, `B.viewDidAppear`, `A.willMove(toParent: nil)`,
/// `A.didMove(toParent: nil)`, `B.didMove(toParent:)`. A cancelled turn ends
/// with `B.viewWillDisappear`, `A.viewWillAppear`, `B.viewDidDisappear`,
/// `A.viewDidAppear`, `B.didMove(toParent:)`, `B.willMove(toParent: nil)`,
/// `B.didMove(toParent: nil)`: every page's callbacks and moves stay
/// balanced. A turn that ends after the page controller came on screen or
/// left it leaves each page where its view is. Pages leave their parent after they
/// disappeared, so `isMovingFromParent` is false inside their disappearance
/// callbacks and `isMovingToParent` true inside an incoming page's.
open class PageViewController: ViewController {
    /// How pages turn.
    public enum TransitionStyle: String, Sendable, Equatable {
        /// Pages slide, following the pointer while dragged.
        case scroll
        /// Pages curl over like paper, painted by the backend.
        case pageCurl
    }

    /// The direction pages turn in.
    public enum NavigationOrientation: String, Sendable, Equatable {
        /// Left and right (mirrored in right-to-left locales).
        case horizontal
        /// Up and down.
        case vertical
    }

    /// Where the spine is, and so how many pages show.
    public enum SpineLocation: String, Sendable, Equatable {
        /// One page, the spine at its leading (or top) edge.
        case min
        /// Two pages side by side, the spine between them (page curl only).
        case mid
    }

    /// A turn's direction through the book.
    public enum NavigationDirection: String, Sendable, Equatable {
        /// To the following pages.
        case forward
        /// To the preceding pages.
        case reverse
    }

    /// How pages turn; fixed at creation, as in UIKit.
    public let transitionStyle: TransitionStyle
    /// The direction pages turn in; fixed at creation.
    public let navigationOrientation: NavigationOrientation
    /// Where the spine is. Changing it to ``SpineLocation/mid`` fills the
    /// spread with the page after the current one (or before it, at the end
    /// of the book); changing it to ``SpineLocation/min`` keeps the first page.
    /// A scroll-style controller always shows one page.
    public var spineLocation: SpineLocation {
        didSet { if spineLocation != oldValue { spineLocationDidChange() } }
    }
    /// Whether a single page's back is a page of its own. A spread always is.
    public var isDoubleSided = false
    /// Whether the reading order is right to left, which mirrors horizontal
    /// keys, drags and the curl. The GTK backend sets it from the locale.
    public var isLayoutRightToLeft = false
    /// Whether the page indicator shows when the data source gives a count.
    public var showsPageIndicator = true {
        didSet { updatePageIndicator() }
    }
    /// The duration of a turn not driven by the pointer, in seconds.
    public var turnDuration: Double

    /// The pages' source.
    public weak var dataSource: (any PageViewControllerDataSource)? {
        didSet { updatePageIndicator() }
    }
    /// Told about turns the user makes.
    public weak var delegate: (any PageViewControllerDelegate)?

    /// The visible pages, left to right (one, or two in a spread).
    public internal(set) var viewControllers: [ViewController] = []

    /// The view the pages are laid out in.
    public let pageContainer = PageContainerView()
    /// The page indicator along the bottom edge.
    public let pageIndicator = PageIndicatorView()
    /// The height the indicator takes at the bottom of the view.
    public static let pageIndicatorHeight = 28.0

    /// The turn running now, if any.
    var turn: PageTurn?

    /// Creates a page controller.
    public init(
        transitionStyle: TransitionStyle = .scroll,
        navigationOrientation: NavigationOrientation = .horizontal,
        spineLocation: SpineLocation = .min
    ) {
        self.transitionStyle = transitionStyle
        self.navigationOrientation = navigationOrientation
        self.spineLocation = transitionStyle == .scroll ? .min : spineLocation
        self.turnDuration = transitionStyle == .scroll ? 0.3 : 0.5
        super.init()
        pageContainer.pageViewController = self
    }

    /// Appearance reaches the pages through the page controller, which
    /// knows which pages are turning; see the type's lifecycle notes.
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    /// Whether a turn is running (animated or following the pointer).
    public var isTurning: Bool { turn != nil }

    /// Whether the running turn follows the pointer.
    public var isTurningInteractively: Bool { turn?.isInteractive ?? false }

    /// The number of pages, as the data source reports it.
    public var presentationCount: Int? { dataSource?.presentationCount(for: self) }

    /// The index of the first visible page, as the data source reports it.
    public var presentationIndex: Int? { dataSource?.presentationIndex(for: self) }

    /// How many pages show at once.
    public var pagesPerSpread: Int { transitionStyle == .pageCurl && spineLocation == .mid ? 2 : 1 }

    /// The page-turning keys (``pageTurnKeyCommands``); overrides should
    /// add to them.
    open override var keyCommands: [KeyCommand] { pageTurnKeyCommands }

    // MARK: - View

    open override func loadView() {
        let root = View()
        root.name = "\(traceName).root"
        view = root
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        pageContainer.frame = view.bounds
        pageIndicator.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        pageIndicator.isHidden = true
        // Plain views: these inserts never make a controller appear.
        try? view.addSubview(pageContainer)
        try? view.addSubview(pageIndicator)
        layoutIndicator()
        for page in viewControllers { placeRestingPage(page) }
        updatePageIndicator()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutIndicator()
        if turn == nil { layoutRestingPages() } else { turn?.layout() }
    }

    /// The indicator takes a strip along the bottom; the pages the rest.
    private func layoutIndicator() {
        let bounds = view.bounds
        let height = pageIndicator.isHidden ? 0 : min(Self.pageIndicatorHeight, bounds.height / 4)
        pageIndicator.frame = Rect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
        pageContainer.frame = Rect(x: 0, y: 0, width: bounds.width, height: bounds.height - height)
    }

    /// The frame of the page at `slot` (0, or 1 for a spread's second page) at rest.
    func restingFrame(slot: Int) -> Rect {
        let bounds = pageContainer.bounds
        guard pagesPerSpread == 2 else { return bounds }
        switch navigationOrientation {
        case .horizontal:
            let half = bounds.width / 2
            let mirroredSlot = isLayoutRightToLeft ? 1 - slot : slot
            return Rect(x: Double(mirroredSlot) * half, y: 0, width: half, height: bounds.height)
        case .vertical:
            let half = bounds.height / 2
            return Rect(x: 0, y: Double(slot) * half, width: bounds.width, height: half)
        }
    }

    func layoutRestingPages() {
        for (slot, page) in viewControllers.enumerated() {
            page.viewIfLoaded?.frame = restingFrame(slot: slot)
        }
    }

    func placeRestingPage(_ page: ViewController) {
        guard let slot = viewControllers.firstIndex(where: { $0 === page }) else { return }
        page.view.autoresizingMask = []
        page.view.frame = restingFrame(slot: slot)
        if page.view.superview !== pageContainer {
            // The page is a child of this controller and the container is ours.
            try? pageContainer.addSubview(page.view)
        }
        if let indicatorIndex = view.subviews.firstIndex(where: { $0 === pageIndicator }),
           indicatorIndex != view.subviews.count - 1 {
            try? view.addSubview(pageIndicator)
        }
    }

    func updatePageIndicator() {
        guard isViewLoaded else { return }
        let wasHidden = pageIndicator.isHidden
        if showsPageIndicator, let count = presentationCount, count > 0 {
            pageIndicator.update(count: count, index: presentationIndex ?? 0, visibleCount: pagesPerSpread)
        } else {
            pageIndicator.update(count: 0, index: 0, visibleCount: pagesPerSpread)
        }
        if pageIndicator.isHidden != wasHidden {
            layoutIndicator()
            if turn == nil { layoutRestingPages() }
        }
    }

    // MARK: - Appearance forwarding

    /// Whether pages added now should appear.
    var isOnScreen: Bool { appearanceState == .appeared || appearanceState == .appearing }

    /// The pages whose views are in the page container: the visible ones
    /// and, during a turn, those being turned to.
    private var pagesOnShow: [ViewController] {
        viewControllers + (turn?.incoming ?? []).filter { page in !viewControllers.contains { $0 === page } }
    }

    /// Forwards to the pages on show, those of a running turn included;
    /// overrides must call `super`.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        for page in pagesOnShow { page.beginAppearanceTransitionIfNeeded(true, animated: animated) }
    }

    /// Forwards to the pages on show; overrides must call `super`.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        for page in pagesOnShow where page.appearanceState == .appearing { page.endAppearanceTransition() }
    }

    /// Finishes a running turn, then forwards to the visible pages; overrides must call `super`.
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        turn?.finishNow()
        for page in viewControllers { page.beginAppearanceTransitionIfNeeded(false, animated: animated) }
    }

    /// Forwards to the visible pages; overrides must call `super`.
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        for page in viewControllers where page.appearanceState == .disappearing { page.endAppearanceTransition() }
    }

    /// Passes the new size on; a spread relays its pages at once.
    open override func viewWillTransition(to size: Size) {
        super.viewWillTransition(to: size)
    }
}

extension ViewController {
    /// Begins an appearance transition unless the controller is already going that way.
    func beginAppearanceTransitionIfNeeded(_ appearing: Bool, animated: Bool) {
        switch (appearing, appearanceState) {
        case (true, .disappeared), (true, .disappearing), (false, .appeared), (false, .appearing):
            beginAppearanceTransition(appearing, animated: animated)
        default:
            break
        }
    }
}
