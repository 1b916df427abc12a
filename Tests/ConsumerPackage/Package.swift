// swift-tools-version: 6.1
//
// A separate Swift package that uses the containment library the way any
// other GTK app would: by its products, from outside the library's package.
// ConsumerPackageTests copies this folder to a temporary directory, points
// the dependency below at the library's checkout (CONTAINMENT_ROOT) and runs
// the result under Xvfb.
import PackageDescription

let package = Package(
    name: "ContainmentConsumer",
    dependencies: [
        .package(path: "CONTAINMENT_ROOT"),
    ],
    targets: [
        .executableTarget(
            name: "consumer",
            dependencies: [
                .product(name: "Containment", package: "CONTAINMENT_PACKAGE"),
                .product(name: "ContainmentGtk", package: "CONTAINMENT_PACKAGE"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
