import ShadeTool

ShadeCommand.main()
