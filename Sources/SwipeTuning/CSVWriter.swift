import AnimationMath

/// ``AnimationMath/CSVWriter`` under its former SwipeTuning name, for files of this module that
/// do not import AnimationMath yet (`Feel/FeelTolerances.swift`). Internal: users and the CLI
/// name the one writer in AnimationMath. Delete once every file here imports AnimationMath.
typealias CSVWriter = AnimationMath.CSVWriter
