import ArgumentParser
import ShadeGTKDemo

GTKDemoCommand.main()
