package runtime

import "github.com/griffengine/griff/scenes"

// Labels is the service that changes what a text drawn on screen says: a HUD
// count, a tutorial prompt. The rendering system provides it (its Text
// component), so modules and scripts, which may not import rendering, can set
// words on screen. A game without the rendering system has no Labels service;
// use LookupService[Labels] where drawing is optional.
type Labels interface {
	// SetLabel sets the text entity e shows and reports whether e has a text to
	// set. Setting the text it already shows changes nothing.
	SetLabel(e *scenes.Entity, text string) bool
	// Label returns the text entity e shows and whether it has one.
	Label(e *scenes.Entity) (string, bool)
}
