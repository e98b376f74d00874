package novel

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"image/png"
	"io/fs"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/saves"
)

// Save slots: what the slot screen offers and how big a slot's picture is.
const (
	// SlotCount is how many numbered save slots the slot screen offers
	// (SlotName(1) to SlotName(SlotCount)), beside QuickSlot.
	SlotCount = 6
	// ThumbWidth and ThumbHeight are the size of a slot's picture of the
	// screen, in pixels: a sixth of 960×540, a third of the template's
	// 480×270, 16:9 as Ren'Py's default 384×216 is.
	ThumbWidth, ThumbHeight = 160, 90
	// MaxExcerpt is how many characters of the line showing a slot keeps.
	MaxExcerpt = 60
	// maxSlotInfo is the largest slot record read, in bytes (a PNG of
	// 160×90 is at most about 58 KB; a larger record is damage).
	maxSlotInfo = 1 << 20
)

// SlotName returns the save slot of number n (1 to SlotCount): "novel-1".
func SlotName(n int) string { return "novel-" + itoa(n) }

// infoName is the saves store's record (runtime/saves.Records) that
// describes the save in slot: "novel-1-info".
func infoName(slot string) string { return slot + "-info" }

// SlotInfo describes a save for the slot screen. It is kept in the saves
// store as a record beside the save (slot + "-info", JSON), not in the save,
// so the screen reads it without loading the game.
type SlotInfo struct {
	// Speaker is the name box's name of the line showing ("" for narration);
	// Text is the line, cut to MaxExcerpt characters ("…" after).
	Speaker string `json:"speaker,omitempty"`
	Text    string `json:"text"`
	// Steps is the play time: the game's tick when it was saved (steps of
	// the game's step rate, so 3,600 is a minute at 60 a second).
	Steps griff.Tick `json:"steps"`
	// Thumbnail is a PNG of the screen, ThumbWidth×ThumbHeight, as the slot
	// screen was opened (or as the quick save was made); empty when the host
	// gave no picture (a game made in code).
	Thumbnail []byte `json:"thumbnail,omitempty"`
}

// ReadSlotInfo returns the description of the save in slot, from the saves
// store of g. It returns an error wrapping fs.ErrNotExist if the slot has
// none (or the game has no store), or one saying what is wrong with a
// damaged record.
func ReadSlotInfo(g *runtime.Game, slot string) (SlotInfo, error) {
	rec, ok := runtime.LookupService[saves.Records](g)
	if !ok {
		return SlotInfo{}, fmt.Errorf("novel: slot %q: no saves store: %w", slot, fs.ErrNotExist)
	}
	data, err := rec.ReadRecord(infoName(slot))
	if err != nil {
		return SlotInfo{}, err
	}
	return decodeSlotInfo(slot, data)
}

// decodeSlotInfo reads a slot's record; an error names the slot and what is
// wrong (too large, not its JSON, a picture that is not a PNG of
// ThumbWidth×ThumbHeight). A record with no picture is no error.
func decodeSlotInfo(slot string, data []byte) (SlotInfo, error) {
	var info SlotInfo
	if len(data) > maxSlotInfo {
		return info, fmt.Errorf("novel: slot %q: its record is %d bytes, more than %d", slot, len(data), maxSlotInfo)
	}
	if err := json.Unmarshal(data, &info); err != nil {
		return SlotInfo{}, fmt.Errorf("novel: slot %q: its record: %w", slot, err)
	}
	if len(info.Thumbnail) == 0 {
		return info, nil
	}
	cfg, err := png.DecodeConfig(bytes.NewReader(info.Thumbnail))
	if err != nil || cfg.Width != ThumbWidth || cfg.Height != ThumbHeight {
		return SlotInfo{}, fmt.Errorf("novel: slot %q: its picture is not a %d×%d PNG", slot, ThumbWidth, ThumbHeight)
	}
	return info, nil
}

// excerpt returns text cut to MaxExcerpt characters.
func excerpt(text string) string {
	r := []rune(text)
	if len(r) <= MaxExcerpt {
		return text
	}
	return string(r[:MaxExcerpt-1]) + "…"
}

// thumbnail returns a PNG of the screen from the host's picture service, or
// nil without one. It must run between steps.
func thumbnail(g *runtime.Game) []byte {
	sc, ok := runtime.LookupService[runtime.Screen](g)
	if !ok {
		return nil
	}
	pic := sc.Thumbnail(ThumbWidth, ThumbHeight)
	if pic == nil {
		return nil
	}
	var b bytes.Buffer
	if err := png.Encode(&b, pic); err != nil {
		return nil // an image.RGBA always encodes
	}
	return b.Bytes()
}

// saveSlot asks for a save of the game in slot at the end of this step, with
// its description: the line showing, the play time and the picture taken as
// the slot screen opened (or now). Without a saves store it does nothing.
func (p *play) saveSlot(slot string) {
	sv, ok := saves.Of(p.g)
	rec, ok2 := runtime.LookupService[saves.Records](p.g)
	if !ok || !ok2 {
		return
	}
	info := SlotInfo{Text: excerpt(p.r.Now.Text), Steps: p.g.Clock().Tick()}
	if p.r.Now.Speaker != "" {
		info.Speaker = p.displayName(p.r.Now.Speaker)
	}
	s := p.s
	p.g.AfterStep(func(g *runtime.Game) {
		info.Thumbnail, s.shot = s.shot, nil
		if info.Thumbnail == nil {
			info.Thumbnail = thumbnail(g)
		}
		data, err := json.Marshal(info)
		if err == nil {
			err = rec.WriteRecord(infoName(slot), data)
		}
		if err == nil {
			err = sv.Save(slot)
		}
		if err != nil {
			g.Problems().Warn(nil, "Novel.Reader", "saving slot %q: %v", slot, err)
		}
	})
}

// loadSlot asks for the save in slot to be loaded at the next boundary; a
// slot with no save does nothing.
func (p *play) loadSlot(slot string) {
	sv, ok := saves.Of(p.g)
	if !ok {
		return
	}
	if has, err := sv.Exists(slot); err != nil || !has {
		return
	}
	_ = sv.Load(slot) // the slot name is valid
}

// errNoSlot reports whether err says a slot holds nothing.
func errNoSlot(err error) bool { return errors.Is(err, fs.ErrNotExist) }
