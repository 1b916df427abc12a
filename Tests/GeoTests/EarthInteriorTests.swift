import Testing
@testable import Geo

/// The way down's physics: PREM against its published values and a uniform
/// Earth against the closed forms of simple harmonic motion.
@Suite struct EarthInteriorTests {
    static let physics = TunnelJourney.physics
    static let G = EarthInterior.gravitationalConstant

    @Test func premHasPublishedMassAndSurfaceGravity() {
        let earth = Self.physics.interior
        // PREM's mass is 5.974e24 kg; g at the surface 9.82 m/s² (no rotation).
        #expect(abs(earth.totalMass / 5.974e24 - 1) < 0.002)
        #expect(abs(earth.gravity(atRadius: earth.radius) - 9.82) < 0.02)
    }

    @Test func premGravityPeaksNearTheCoreMantleBoundary() {
        let earth = Self.physics.interior
        var best = (radius: 0.0, g: 0.0)
        for km in stride(from: 0.0, through: 6371, by: 5) {
            let g = earth.gravity(atRadius: km * 1000)
            if g > best.g { best = (km, g) }
        }
        #expect(abs(best.g - 10.68) < 0.05)
        #expect(abs(best.radius - 3480) < 30)
        #expect(earth.gravity(atRadius: 0) == 0)
    }

    @Test func premPressureMatchesTheModelsTable() {
        let earth = Self.physics.interior
        // Dziewonski & Anderson (1981), table: 135.75 GPa at the CMB, 328.85 at
        // the ICB, 363.85 at the centre.
        #expect(abs(earth.pressure(atRadius: 3480e3) / 1e9 - 135.75) < 1.5)
        #expect(abs(earth.pressure(atRadius: 1221.5e3) / 1e9 - 328.85) < 2)
        #expect(abs(earth.pressure(atRadius: 0) / 1e9 - 363.85) < 2.5)
        #expect(earth.pressure(atRadius: earth.radius) == 0)
    }

    @Test func uniformEarthPressureMatchesTheClosedForm() {
        let uniform = UniformDensity(radius: 6371e3, density: 5514)
        let earth = EarthInterior(model: uniform)
        let closed = 2 * Double.pi / 3 * Self.G * 5514 * 5514 * 6371e3 * 6371e3
        #expect(abs(earth.pressure(atRadius: 0) / closed - 1) < 1e-6)
        #expect(abs(earth.gravity(atRadius: 3000e3) / (4 * Double.pi / 3 * Self.G * 5514 * 3000e3) - 1) < 1e-9)
    }

    @Test func uniformFallMatchesSimpleHarmonicMotion() {
        let train = Self.physics.uniform
        let earth = EarthInterior(model: UniformDensity(sameMassAs: PREM()))
        let g0 = earth.gravity(atRadius: earth.radius)
        let r = earth.radius
        // Half a period: π√(R/g); peak speed √(gR).
        #expect(abs(train.oneWayTime / (Double.pi * (r / g0).squareRoot()) - 1) < 1e-5)
        #expect(abs(train.peakSpeed / (g0 * r).squareRoot() - 1) < 1e-5)
        #expect(abs(train.oneWayTime / 60 - 42.2) < 0.1)
        #expect(abs(train.peakSpeed / 1000 - 7.9) < 0.05)
    }

    @Test func premFallTakesAboutThirtyEightMinutes() {
        let train = Self.physics.prem
        // Klotz, Am. J. Phys. 83 (2015) 231: 38.11 min through PREM.
        #expect(abs(train.oneWayTime / 60 - 38.1) < 0.2)
        #expect(train.oneWayTime < Self.physics.uniform.oneWayTime)
        #expect(train.peakSpeed > Self.physics.uniform.peakSpeed)
    }

    @Test func peakSpeedAgreesWithEnergyConservation() {
        // A reference integration that shares nothing with RK4: ½v² = ∫₀ᴿ g dr.
        let earth = Self.physics.interior
        let n = 20_000
        let h = earth.radius / Double(n)
        var sum = earth.gravity(atRadius: 0) + earth.gravity(atRadius: earth.radius)
        for i in 1..<n { sum += (i % 2 == 1 ? 4 : 2) * earth.gravity(atRadius: Double(i) * h) }
        let work = sum * h / 3
        let expected = (2 * work).squareRoot()
        #expect(abs(Self.physics.prem.peakSpeed / expected - 1) < 2e-4)
    }

    @Test func fallTimeConvergesWithTheStep() {
        let earth = Self.physics.interior
        let fine = GravityTrain(interior: earth, timeStep: 0.25)
        let coarse = GravityTrain(interior: earth, timeStep: 2)
        #expect(abs(fine.oneWayTime - Self.physics.prem.oneWayTime) < 0.5)
        #expect(abs(coarse.oneWayTime - fine.oneWayTime) < 1)
    }

    @Test func trainStatesRunFromTheStartToTheAntipode() {
        let train = Self.physics.prem
        let start = train.state(at: 0)
        #expect(start.distance == 0 && start.speed == 0)
        let middle = train.state(at: train.oneWayTime / 2)
        #expect(abs(middle.distance - train.radius) < 50)
        #expect(abs(middle.speed - train.peakSpeed) < 1)
        let end = train.state(at: train.oneWayTime + 100)
        #expect(abs(end.distance - 2 * train.radius) < 50)
        #expect(end.depth < 50)
        var last = -1.0
        for t in stride(from: 0.0, through: train.oneWayTime, by: 7) {
            let s = train.state(at: t)
            #expect(s.distance >= last)
            last = s.distance
        }
    }

    @Test func crustFollowsTheEnds() {
        let profile = TunnelProfile(start: .land, end: .ocean)
        let segments = profile.segments
        #expect(segments.first == TunnelSegment(layer: .crust, entryKm: 0, exitKm: 35))
        #expect(segments.last?.layer == .ocean)
        #expect(segments[segments.count - 2] == TunnelSegment(layer: .crust, entryKm: 12732, exitKm: 12739))
        #expect(segments.filter { $0.layer == .innerCore }.count == 1)
        for (a, b) in zip(segments, segments.dropFirst()) { #expect(a.exitKm == b.entryKm) }
        #expect(segments.last?.exitKm == profile.lengthKm)
        #expect(profile.layer(atDistanceKm: 6371) == .innerCore)
        #expect(profile.layer(atDistanceKm: 3000) == .outerCore)
    }

    @Test func geothermWarmsWithDepth() {
        var last = -300.0
        for km in stride(from: 0.0, through: 6371, by: 50) {
            let t = Geotherm.temperature(atDepthKm: km)
            #expect(t >= last)
            last = t
        }
        #expect(Geotherm.temperature(atDepthKm: 0) < 30)
        #expect((5000...6500).contains(Geotherm.temperature(atDepthKm: 6371)))
    }
}
