import ShadeTestSupport
import Testing

@testable import Shade
@testable import ShadeSystem

@MainActor
@Suite struct SystemAppearanceProviderTests {
    @Test func aManualProviderNotifiesOnlyRealChanges() {
        let provider = ManualSystemAppearance()
        var seen: [SystemAppearance] = []
        let subscription = provider.observeChanges { seen.append($0) }
        provider.appearance.userInterfaceStyle = .dark
        provider.appearance.userInterfaceStyle = .dark
        provider.appearance.accessibilityContrast = .high
        #expect(
            seen == [
                SystemAppearance(userInterfaceStyle: .dark),
                SystemAppearance(userInterfaceStyle: .dark, accessibilityContrast: .high),
            ])
        subscription.cancel()
    }

    @Test func theEnvironmentProviderReadsShadesVariables() {
        let provider = EnvironmentSystemAppearance(environment: [
            "SHADE_SYSTEM_APPEARANCE": "Dark", "SHADE_SYSTEM_CONTRAST": "high",
        ])
        #expect(provider.appearance == SystemAppearance(userInterfaceStyle: .dark, accessibilityContrast: .high))
        #expect(provider.problems.isEmpty)
    }

    @Test func theEnvironmentProviderUnderstandsGTKsDarkVariant() {
        #expect(
            EnvironmentSystemAppearance(environment: ["GTK_THEME": "Adwaita:dark"]).appearance.userInterfaceStyle
                == .dark)
        #expect(
            EnvironmentSystemAppearance(environment: ["GTK_THEME": "Adwaita"]).appearance.userInterfaceStyle
                == .unspecified)
        let shadeWins = EnvironmentSystemAppearance(environment: [
            "GTK_THEME": "Adwaita:dark", "SHADE_SYSTEM_APPEARANCE": "light",
        ])
        #expect(shadeWins.appearance.userInterfaceStyle == .light)
    }

    @Test func unknownEnvironmentValuesAreIgnoredAndListed() {
        let provider = EnvironmentSystemAppearance(environment: [
            "SHADE_SYSTEM_APPEARANCE": "purple", "SHADE_SYSTEM_CONTRAST": "extreme",
        ])
        #expect(provider.appearance == SystemAppearance())
        #expect(
            provider.problems == [
                #"SHADE_SYSTEM_APPEARANCE is "purple"; expected light or dark"#,
                #"SHADE_SYSTEM_CONTRAST is "extreme"; expected normal or high"#,
            ])
    }

    @Test func reloadingTheEnvironmentNotifiesAChange() {
        let provider = EnvironmentSystemAppearance(environment: [:])
        var seen: [UserInterfaceStyle] = []
        let subscription = provider.observeChanges { seen.append($0.userInterfaceStyle) }
        provider.reload(environment: ["SHADE_SYSTEM_APPEARANCE": "dark"])
        provider.reload(environment: ["SHADE_SYSTEM_APPEARANCE": "dark"])
        #expect(seen == [.dark])
        subscription.cancel()
    }

    @Test func theAutomaticProviderPrefersTheEnvironmentWhenItSaysSomething() {
        let forced = SystemAppearance.automaticProvider(environment: ["SHADE_SYSTEM_APPEARANCE": "dark"])
        #expect(forced is EnvironmentSystemAppearance)
        #expect(forced.appearance.userInterfaceStyle == .dark)
    }

    #if !canImport(Darwin)
        /// Answers commands the way a desktop with the given replies would; records what was run.
        final class FakeDesktop: Sendable {
            let replies: [String: String]
            let commands = Recorder<String>()

            init(_ replies: [String: String]) {
                self.replies = replies
            }

            func run(_ command: [String]) -> String? {
                let line = command.joined(separator: " ")
                commands.record(line)
                return replies.first { line.hasSuffix($0.key) }?.value
            }
        }

        @Test func theDesktopProviderReadsThePortalsColorSchemeAndContrast() {
            let desktop = FakeDesktop([
                "org.freedesktop.appearance color-scheme": "(<<uint32 1>>,)\n",
                "org.freedesktop.appearance contrast": "(<<uint32 1>>,)\n",
            ])
            let provider = DesktopSystemAppearance(runCommand: desktop.run, bus: .unavailable)
            #expect(provider.appearance == SystemAppearance(userInterfaceStyle: .dark, accessibilityContrast: .high))
            #expect(desktop.commands.values.allSatisfy { $0.hasPrefix("gdbus call --session") })
        }

        @Test func theDesktopProviderFallsBackToGSettings() {
            let desktop = FakeDesktop([
                "org.gnome.desktop.interface color-scheme": "'prefer-light'\n",
                "org.gnome.desktop.a11y.interface high-contrast": "true\n",
            ])
            let provider = DesktopSystemAppearance(runCommand: desktop.run, bus: .unavailable)
            #expect(provider.appearance == SystemAppearance(userInterfaceStyle: .light, accessibilityContrast: .high))
        }

        @Test func withNoDesktopTheAppearanceIsUnspecified() {
            let provider = DesktopSystemAppearance(runCommand: { _ in nil }, bus: .unavailable)
            #expect(provider.appearance == SystemAppearance())
        }

        @Test func refreshingTheDesktopProviderNotifiesAChange() {
            let scheme = Locked("(<<uint32 2>>,)")
            let provider = DesktopSystemAppearance(
                runCommand: { command in
                    command.last == "color-scheme" ? scheme.withLock { $0 } : nil
                }, bus: .unavailable)
            var seen: [UserInterfaceStyle] = []
            let subscription = provider.observeChanges { seen.append($0.userInterfaceStyle) }
            provider.refresh()
            scheme.withLock { $0 = "(<<uint32 1>>,)" }
            provider.refresh()
            #expect(seen == [.dark])
            subscription.cancel()
        }

        @Test(arguments: [
            ("(<<uint32 1>>,)", 1 as UInt32?), ("(<uint32 2>,)", 2), ("(<<uint32 0>>,)", 0),
            ("Error: no such key", nil),
        ])
        func parsesPortalReplies(reply: String, value: UInt32?) {
            #expect(DesktopSystemAppearance.portalValue(reply) == value)
        }

        @Test func mapsThePortalsValues() {
            #expect(DesktopSystemAppearance.styleFromPortal(0) == .unspecified)
            #expect(DesktopSystemAppearance.styleFromPortal(1) == .dark)
            #expect(DesktopSystemAppearance.styleFromPortal(2) == .light)
            #expect(DesktopSystemAppearance.styleFromGSettings("'default'\n") == .unspecified)
            #expect(DesktopSystemAppearance.styleFromGSettings("'prefer-dark'\n") == .dark)
            #expect(DesktopSystemAppearance.contrastFromGSettings("false\n") == .normal)
        }

        @Test func runningAMissingCommandGivesNothing() {
            #expect(
                DesktopSystemAppearance.runProcess(["shade-no-such-command-\(UInt32.random(in: 0...UInt32.max))"])
                    == nil)
            #expect(DesktopSystemAppearance.runProcess(["echo", "prefer-dark"]) == "prefer-dark\n")
        }
    #endif
}
