import ArgumentParser
import ShadeTool

ShadeCommand.main()
