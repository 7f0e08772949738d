import ArgumentParser
import Testing

@testable import ShadeTool

@Suite struct ShadeCommandTests {
    @Test func helpNamesTheCommand() {
        #expect(ShadeCommand.helpMessage().contains("USAGE: shade"))
    }
}
