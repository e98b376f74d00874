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

// Animator is the service that picks what a sprite shows: a named clip of its
// animation set and which way it faces. The rendering system provides it (its
// AnimationSet and Sprite components), so modules, which may not import
// rendering, can show a walking or jumping character from its state.
type Animator interface {
	// Play switches e's animation to the clip named clip of its animation set,
	// from the first frame; playing the clip already playing changes nothing. It
	// reports whether e has an animation set with that clip.
	Play(e *scenes.Entity, clip string) bool
	// Face flips e's sprite to face left (true) or right (false), its art
	// facing right. It reports whether e has a sprite.
	Face(e *scenes.Entity, left bool) bool
}
