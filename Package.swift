// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "recipes",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "recipes", targets: ["recipes"]),
        .library(name: "RecipesCore", targets: ["RecipesCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // libcurl, loaded with dlopen on the first request (so offline commands never map it).
        .target(name: "CCurl", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        // Ctrl-C's signal handler: one byte down a pipe (Sources/recipes/Interrupt.swift reads it).
        .target(name: "CInterrupt"),
        // The whole program: models, catalogs, loaders, mappers, HTTP, stores, output. No ArgumentParser.
        .target(name: "RecipesCore", dependencies: ["CCurl"]),
        // The thin command-line frontend over RecipesCore.
        .executableTarget(
            name: "recipes",
            dependencies: [
                "RecipesCore",
                "CInterrupt",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // A loopback HTTP server with byte-level fault injection, the Fixtures/ loader, and a process runner with deadlines.
        .target(name: "TestSupport", dependencies: ["RecipesCore"], path: "Tests/TestSupport"),
        .testTarget(name: "RecipesCoreTests", dependencies: ["RecipesCore", "TestSupport"]),
        // Measures a command's own peak memory, which a child of the test runner cannot (Tests/PeakMemory/main.swift says why).
        .executableTarget(name: "peak-memory", path: "Tests/PeakMemory"),
        // Runs the built `recipes` binary; depending on the executables makes `swift test` build them.
        .testTarget(name: "RecipesEndToEndTests", dependencies: ["recipes", "peak-memory", "RecipesCore", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
