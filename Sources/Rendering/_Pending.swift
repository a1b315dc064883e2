// Filled in by the walking skeleton.
