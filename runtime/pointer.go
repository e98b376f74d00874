package runtime

// PointerCapture is a service a system provides when its game may want the
// host to hold the mouse pointer: hidden and locked to the window, so the
// mouse's motion can turn a first-person view with no screen edge to stop
// it (mouse look). A host with a mouse (hosting/ebitenhost's window and
// browser page) asks it once a frame and holds the pointer while
// CapturePointer returns true, and lets it go otherwise (and while the game
// is paused on a fault or the window has no focus); hosts without a pointer
// (headless, servers, tests) ignore it. While held, the pointer's position
// is not bounded: it keeps adding the motion, so read its motion (the
// change of input.Pointer's X and Y between steps), not its place.
// Find it with LookupService[PointerCapture]; a game with no system
// providing it never has its pointer held.
type PointerCapture interface {
	// CapturePointer reports whether the game wants the pointer held now.
	// It must be quick and change nothing.
	CapturePointer() bool
}
