import FlingTools

// Every command lives in FlingTools, which the fuzz targets import too.
FlingCommand.main()
