package aseprite

import (
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// Source names the Aseprite sheet whose tags are its entity's clips. In a
// scene or prefab file, beside the entity's sprite (whose image is the
// sheet's PNG):
//
//	"Griff.Sprite":   {"image": "art/hero.png"},
//	"Griff.Aseprite": {"file": "art/hero.json"}
//
// The host (hosting.Load) reads the sheet once and sets the entity's
// visual.AnimationSet (adding one if there is none) to the sheet's
// AnimationSet: the sheet's clips replace the set's, and Current is kept if
// the sheet has a clip of that name (else "", the first clip). It also fills
// Slices and ClipFrames, so that game code finds a slice on the frame shown
// with [SliceOn]. Game code plays clips with visual.Play as with a
// hand-written set. A sheet saved again in Aseprite is read again by a live
// reload. A sheet that is missing or does not read warns once, naming the
// entity and Griff.Aseprite, and the entity keeps the clips it had. Saved as
// "Griff.Aseprite".
type Source struct {
	// File is the sheet's JSON file in the game folder ("art/hero.json").
	File string `json:"file"`
	// Slices are the sheet's slices, filled by the host from File (a file
	// need not give them).
	Slices []Slice `json:"slices,omitempty"`
	// ClipFrames holds, for each clip of the sheet by name, the sheet frame
	// each of its frames shows (Sheet.ClipFrames), filled by the host.
	ClipFrames []ClipFrames `json:"clipFrames,omitempty"`
}

// ClipFrames are the sheet frames a clip shows, one per clip frame.
type ClipFrames struct {
	// Clip is the clip's name.
	Clip string `json:"clip"`
	// Frames are the sheet frames, one per frame of the clip.
	Frames []int `json:"frames"`
}

// Fill sets the source's Slices and ClipFrames from sheet s.
func (src *Source) Fill(s *Sheet) {
	src.Slices = s.Slices
	src.ClipFrames = src.ClipFrames[:0]
	tags := s.Tags
	if len(tags) == 0 {
		tags = []Tag{{Name: DefaultClip, From: 0, To: len(s.Frames) - 1}}
	}
	for _, t := range tags {
		src.ClipFrames = append(src.ClipFrames, ClipFrames{Clip: t.Name, Frames: s.ClipFrames(t)})
	}
}

// SliceOn returns the key of the slice named name on the frame e shows: the
// frame of e's SpriteAnimation in the clip its AnimationSet plays (Current,
// or the first clip), mapped to the sheet's frame by ClipFrames. It reports
// false if e has no Source, no such slice, or no animation playing a clip of
// the sheet.
func SliceOn(e *scenes.Entity, name string) (SliceKey, bool) {
	src, set, a := scenes.Get[Source](e), scenes.Get[visual.AnimationSet](e), scenes.Get[visual.SpriteAnimation](e)
	if src == nil || set == nil || a == nil || len(set.Clips) == 0 {
		return SliceKey{}, false
	}
	clip := set.Current
	if clip == "" {
		clip = set.Clips[0].Name
	}
	for _, cf := range src.ClipFrames {
		if cf.Clip == clip && a.Frame >= 0 && a.Frame < len(cf.Frames) {
			s := Sheet{Slices: src.Slices}
			return s.Slice(name, cf.Frames[a.Frame])
		}
	}
	return SliceKey{}, false
}

func init() { scenes.Register[Source]("Griff.Aseprite") }
