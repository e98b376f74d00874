package aseprite

import (
	"fmt"
	"strings"
	"time"

	"github.com/griffengine/griff/scenes/visual"
)

// MaxClipFrames is the most frames a clip lists (1024) once every frame is
// repeated for its duration; above it durations are rounded (see the package
// documentation, Clips).
const MaxClipFrames = 1024

// DefaultClip is the name of the one clip of a sheet without tags.
const DefaultClip = "default"

// AnimationSet returns the sheet as an animation set: one clip per tag, in
// file order, or one clip named DefaultClip playing every frame in a loop when
// the sheet has no tags. Current is "" (the first clip plays). It also returns
// a note per clip whose durations had to be rounded, for the problem log.
func (s *Sheet) AnimationSet() (visual.AnimationSet, []string) {
	tags := s.Tags
	if len(tags) == 0 {
		tags = []Tag{{Name: DefaultClip, From: 0, To: len(s.Frames) - 1}}
	}
	var set visual.AnimationSet
	var notes []string
	for _, t := range tags {
		c, note := s.Clip(t)
		set.Clips = append(set.Clips, c)
		if note != "" {
			notes = append(notes, note)
		}
	}
	return set, notes
}

// Clip returns tag t as a clip, and a note saying how its durations were
// rounded, or "". t.From and t.To must be frames of s (Read keeps only such
// tags); Clip panics otherwise.
func (s *Sheet) Clip(t Tag) (visual.Clip, string) {
	frames, unit, loop, note := s.clipFrames(t)
	c := visual.Clip{Name: t.Name, FPS: float64(time.Second) / float64(unit), Loop: loop}
	for _, f := range frames {
		c.Frames = append(c.Frames, s.Frames[f].Region)
	}
	if note != "" {
		note = fmt.Sprintf("%s: clip %q: %s", s.File, t.Name, note)
	}
	return c, note
}

// ClipFrames returns the sheet frame each frame of tag t's clip (Clip)
// shows: a module that plays the clip finds the sheet frame of the clip's
// current frame (SpriteAnimation.Frame) here, to ask for a slice on it:
//
//	key, ok := sheet.Slice("hitbox", sheet.ClipFrames(tag)[anim.Frame])
//
// ClipFrames panics as Clip does.
func (s *Sheet) ClipFrames(t Tag) []int {
	frames, _, _, _ := s.clipFrames(t)
	return frames
}

// Tag returns the tag named name (the first, if several are), or false.
func (s *Sheet) Tag(name string) (Tag, bool) {
	for _, t := range s.Tags {
		if t.Name == name {
			return t, true
		}
	}
	return Tag{}, false
}

// clipFrames returns the sheet frames of tag t's clip, one per unit of time,
// the unit, whether the clip loops, and a note on rounding or "".
func (s *Sheet) clipFrames(t Tag) (frames []int, unit time.Duration, loop bool, note string) {
	if t.From < 0 || t.To >= len(s.Frames) || t.From > t.To {
		panic(fmt.Sprintf("aseprite: tag %q frames %d to %d outside the sheet's %d", t.Name, t.From, t.To, len(s.Frames)))
	}
	order, loop := sequence(t)
	cut := ""
	if len(order) > MaxClipFrames {
		order, cut = order[:MaxClipFrames], fmt.Sprintf("repeats cut after %d frames; ", MaxClipFrames)
	}
	unit, note = s.unit(order)
	if cut != "" {
		note = strings.TrimSuffix(cut+note, "; ")
	}
	for _, f := range order {
		for range units(bound(s.Frames[f].Duration), unit) {
			frames = append(frames, f)
		}
	}
	return frames, unit, loop, note
}

// sequence returns the frames tag t shows, in order, and whether the clip
// loops over them.
func sequence(t Tag) ([]int, bool) {
	fwd := make([]int, 0, t.To-t.From+1)
	for f := t.From; f <= t.To; f++ {
		fwd = append(fwd, f)
	}
	back := make([]int, len(fwd))
	for i, f := range fwd {
		back[len(fwd)-1-i] = f
	}
	first, second := fwd, back
	if t.Direction == Reverse || t.Direction == PingPongReverse {
		first, second = back, fwd
	}
	pingpong := t.Direction == PingPong || t.Direction == PingPongReverse
	if t.Repeat == 0 {
		if !pingpong || len(fwd) < 2 {
			return first, true
		}
		// A loop: there and back, without showing either end twice.
		return append(append([]int{}, first...), second[1:len(second)-1]...), true
	}
	out := append([]int{}, first...)
	for i := 1; i < t.Repeat; i++ {
		pass := first
		if pingpong && i%2 == 1 {
			pass = second
		}
		if pingpong && len(pass) > 1 {
			pass = pass[1:] // the turning frame shows once
		}
		out = append(out, pass...)
		if len(out) > MaxClipFrames {
			break
		}
	}
	return out, false
}

// unit returns the time one listed frame lasts for the frames order shows: the
// greatest common divisor of their durations, or a coarser unit (with a note)
// if that would list more than MaxClipFrames frames.
func (s *Sheet) unit(order []int) (time.Duration, string) {
	var g, total time.Duration
	for _, f := range order {
		d := bound(s.Frames[f].Duration)
		g, total = gcd(g, d), total+d
	}
	if total/g <= MaxClipFrames {
		return g, ""
	}
	u := (total + MaxClipFrames - 1) / MaxClipFrames
	u = (u + time.Millisecond - 1) / time.Millisecond * time.Millisecond
	return u, fmt.Sprintf("frame durations rounded to multiples of %v (more than %d frames at %v)", u, MaxClipFrames, g)
}

// units returns how many units of length unit frame duration d lasts: d/unit
// rounded to the nearest, at least 1.
func units(d, unit time.Duration) int {
	return max(1, int((d+unit/2)/unit))
}

// bound returns d within 1 ms to MaxDuration, as Read makes it (a Sheet made
// by hand may hold anything).
func bound(d time.Duration) time.Duration { return min(max(d, time.Millisecond), MaxDuration) }

func gcd(a, b time.Duration) time.Duration {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}
