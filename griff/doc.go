// Package griff holds the basics every layer of Griff shares: vectors and affine
// transforms (on github.com/go-gl/mathgl's mgl64), colours, boxes, easing functions,
// the deterministic random stream Rand, deterministic elementary functions, and the
// types for game time (Time) and step numbers (Tick). Deterministic means the same
// bits on every machine from the same inputs: Rand gives the same numbers from
// the same seed, and its Exp, Log, Sin and Cos the same bits on every machine
// (Go's math may differ in the last bit), which replays and networked games rely
// on.
//
// Coordinates are world units with y pointing down; angles are radians, positive
// angles turn from +x towards +y (clockwise on screen).
//
// The package imports nothing else of Griff and keeps no mutable package-level state.
package griff
