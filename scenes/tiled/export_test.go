package tiled

// ConvexParts is convexParts, for tests.
var ConvexParts = convexParts
