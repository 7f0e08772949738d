import Foundation
import ShadeDemo
import ShadeTerminal

let command = DemoCommand(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: ProcessInfo.processInfo.environment,
    isInteractive: TerminalSession.standardStreamsAreTerminals,
    standardOutput: { print($0) },
    standardError: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
)
exit(command.run())
