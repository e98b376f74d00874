package visual

import "github.com/griffengine/griff/scenes"

// AnimationSet names the clips a sprite can play (idle, walk, jump) and which one
// plays: its entity's SpriteAnimation is set from the current clip by Play. Game
// code switches clips with Play, so a module can animate a character from its
// state. Saved as "Griff.AnimationSet".
type AnimationSet struct {
	// Clips are the clips, looked up by name in order.
	Clips []Clip `json:"clips"`
	// Current is the name of the clip playing: state. "" plays the first clip.
	Current string `json:"current"`
}

// Clip is one named animation of an AnimationSet: frames as in SpriteAnimation.
type Clip struct {
	// Name is what Play calls the clip.
	Name string `json:"name"`
	// Frames and Grid give the frames, as SpriteAnimation's do.
	Frames []Region `json:"frames,omitempty"`
	Grid   Grid     `json:"grid,omitzero"`
	// FPS is the rate in frames per second of game time, as SpriteAnimation's
	// (at most MaxFPS; Grid.Count at most MaxFrames).
	FPS float64 `json:"fps"`
	// Loop starts the clip again after its last frame.
	Loop bool `json:"loop,omitempty"`
}

// Clip returns the first clip named name, or nil if none is.
func (s *AnimationSet) Clip(name string) *Clip {
	for i := range s.Clips {
		if s.Clips[i].Name == name {
			return &s.Clips[i]
		}
	}
	return nil
}

// Play switches e's animation to the clip named clip of e's AnimationSet, from
// its first frame, adding a SpriteAnimation to e if it has none. Playing the
// clip already playing changes nothing. Play reports whether e has an
// AnimationSet with that clip; it changes nothing when it has not. A clip whose
// numbers are out of range (see MaxFrames and MaxFPS) is clamped, in the set as
// well, with one warning in the scene's problem log naming e,
// Griff.AnimationSet and the clip.
func Play(e *scenes.Entity, clip string) bool {
	set := scenes.Get[AnimationSet](e)
	if set == nil {
		return false
	}
	c := set.Clip(clip)
	if c == nil {
		return false
	}
	a := scenes.Get[SpriteAnimation](e)
	if a == nil {
		a = scenes.Add(e, SpriteAnimation{})
	} else if set.Current == clip {
		return true
	}
	set.Current = clip
	var notes []string
	c.Grid.Count, c.FPS, notes = boundClip(c.Grid.Count, c.FPS, nil)
	if len(c.Frames) == 0 && c.Grid.outOfRegion(c.Grid.Count) {
		notes = append(notes, gridOutOfRegion)
	}
	if note := joinNotes(notes); note != "" && e.Scene() != nil {
		e.Scene().Problems().Warn(e, "Griff.AnimationSet", "clip %q: %s", c.Name, note)
	}
	a.Frames, a.Grid, a.FPS, a.Loop = c.Frames, c.Grid, c.FPS, c.Loop
	a.Restart()
	return true
}
