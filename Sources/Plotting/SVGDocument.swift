/// Placeholder namespace for the plotting module; replaced by the SVG/HTML builder.
enum PlottingModule {}
