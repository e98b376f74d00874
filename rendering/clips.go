package rendering

import (
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// AnimationSet names the clips a sprite can play (idle, walk, jump) and which one
// plays: its entity's SpriteAnimation is set from the current clip. Game code
// switches clips through the runtime.Animator service (Play), so a module can
// animate a character from its state without importing rendering. Saved as
// "Griff.AnimationSet".
type AnimationSet struct {
	// Clips are the clips, looked up by name in order.
	Clips []Clip `json:"clips"`
	// Current is the name of the clip playing: state. "" plays the first clip.
	Current string `json:"current"`
}

// Clip is one named animation of an AnimationSet: frames as in SpriteAnimation.
type Clip struct {
	Name   string   `json:"name"`
	Frames []Region `json:"frames,omitempty"`
	Grid   Grid     `json:"grid,omitzero"`
	// FPS is the rate in frames per second of game time.
	FPS  float64 `json:"fps"`
	Loop bool    `json:"loop,omitempty"`
}

func (s *AnimationSet) clip(name string) *Clip {
	for i := range s.Clips {
		if s.Clips[i].Name == name {
			return &s.Clips[i]
		}
	}
	return nil
}

// animator is the runtime.Animator service.
type animator struct{}

var _ runtime.Animator = animator{}

// Play sets e's SpriteAnimation from the clip named name of e's AnimationSet.
func (animator) Play(e *scenes.Entity, name string) bool {
	set := scenes.Get[AnimationSet](e)
	if set == nil {
		return false
	}
	c := set.clip(name)
	if c == nil {
		return false
	}
	a := scenes.Get[SpriteAnimation](e)
	if a == nil {
		a = scenes.Add(e, SpriteAnimation{})
	} else if set.Current == name {
		return true
	}
	set.Current = name
	a.Frames, a.Grid, a.FPS, a.Loop = c.Frames, c.Grid, c.FPS, c.Loop
	a.Restart()
	return true
}

// Face sets e's Sprite.FlipX.
func (animator) Face(e *scenes.Entity, left bool) bool {
	sp := scenes.Get[Sprite](e)
	if sp == nil {
		return false
	}
	sp.FlipX = left
	return true
}
