package novel

import (
	"fmt"
	"strings"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/ui"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// The slot screen's modes (Reader.Slots).
const (
	SlotsClosed uint8 = iota // the slot screen is not showing
	SlotsSave                // it shows to save
	SlotsLoad                // it shows to load
)

// maxLabel is how many characters of a slot's line its button shows (one
// line of the template's buttons).
const maxLabel = 32

// slotAction is the action prefix of the slot screen's buttons: "slot:" and
// the slot's name.
const slotAction = "slot:"

// slotNames returns the slots the screen offers, in order: SlotName(1) to
// SlotName(SlotCount), then QuickSlot.
func slotNames() []string {
	out := make([]string, 0, SlotCount+1)
	for n := 1; n <= SlotCount; n++ {
		out = append(out, SlotName(n))
	}
	return append(out, QuickSlot)
}

// slotControls opens, runs and closes the slot screen; true when the step
// is spent on it (the story waits while it shows).
func (p *play) slotControls() bool {
	r := p.r
	switch {
	case p.pressed(ActionSaveMenu):
		p.toggleSlots(SlotsSave)
		return true
	case p.pressed(ActionLoadMenu):
		p.toggleSlots(SlotsLoad)
		return true
	case r.Slots == SlotsClosed:
		return false
	case p.pressed(ActionBack):
		p.closeSlots()
		p.s.shot = nil // nothing saved: the picture is of nothing
		return true
	}
	pn, ok := runtime.LookupService[ui.IPanels](p.g)
	if !ok {
		return true
	}
	p.previewSlot()
	for _, c := range pn.Chosen() {
		slot, ok := strings.CutPrefix(c.Action, slotAction)
		if !ok || c.Panel != p.slotPanel() {
			continue
		}
		mode := r.Slots
		p.closeSlots() // a save is of the story, not of the screen over it
		if mode == SlotsSave {
			p.saveSlot(slot) // with the picture taken as the screen opened
		} else {
			p.s.shot = nil
			p.loadSlot(slot)
		}
		break
	}
	return true
}

// slotPanel returns the slot screen's panel name.
func (p *play) slotPanel() string { return orStr(p.r.SlotPanel, "Slots") }

// toggleSlots shows the slot screen in mode (or closes it if it shows in
// mode): at the end of the step, the picture of the stage is taken for the
// saves made from it, then the screen opens with each slot's description.
func (p *play) toggleSlots(mode uint8) {
	if p.r.Slots == mode {
		p.closeSlots()
		p.s.shot = nil
		return
	}
	e := p.find(p.r.SlotPanel, "Slots")
	if e == nil || scenes.Get[ui.Panel](e) == nil {
		p.g.Problems().Warn(p.e, "Novel.Reader", "no slot screen %q (a Griff.Panel) to save and load on", p.slotPanel())
		return
	}
	p.r.Slots, p.r.BacklogOpen = mode, false
	p.showBacklog()
	s, id := p.s, e.ID()
	p.g.AfterStep(func(g *runtime.Game) {
		s.shot = thumbnail(g) // before the screen shows over the stage
		e := g.Scene().Entity(id)
		if e == nil {
			return
		}
		s.pics = fillSlots(g, e, mode)
		if pn, ok := runtime.LookupService[ui.IPanels](g); ok {
			pn.Open(scenes.Get[ui.Panel](e).Name)
		}
	})
}

// closeSlots closes the slot screen.
func (p *play) closeSlots() {
	p.r.Slots = SlotsClosed
	if pn, ok := runtime.LookupService[ui.IPanels](p.g); ok {
		pn.Close(p.slotPanel())
	}
}

// fillSlots writes the slot screen: its first Griff.Text says the mode, and
// its widgets, in order, become the slots (slotNames), each labelled with
// its number, play time and line, or "empty". It returns the path of each
// slot's picture (runtime.Screen.Show), by slot, for the slots that have one.
func fillSlots(g *runtime.Game, e *scenes.Entity, mode uint8) map[string]string {
	names := slotNames()
	pics := map[string]string{}
	sc, hasScreen := runtime.LookupService[runtime.Screen](g)
	for _, slot := range names {
		if info, err := ReadSlotInfo(g, slot); err == nil && len(info.Thumbnail) > 0 && hasScreen {
			pics[slot] = sc.Show(info.Thumbnail)
		}
	}
	n, titled := 0, false
	for _, c := range e.Children() {
		if t := scenes.Get[visual.Text](c); t != nil && !titled {
			titled = true
			t.Text = map[uint8]string{SlotsSave: "Save", SlotsLoad: "Load"}[mode]
		}
		w := scenes.Get[ui.Widget](c)
		if w == nil || n >= len(names) {
			continue
		}
		w.Label, w.Action = slotLabel(g, names[n], n), slotAction+names[n]
		if n == 0 {
			scenes.Get[ui.Panel](e).Focus = c.ID()
		}
		n++
	}
	return pics
}

// previewSlot shows the picture of the focused slot's save as the slot
// screen's box (its panel's Image, untinted), or the box's colour for a slot
// with none.
func (p *play) previewSlot() {
	e := p.find(p.r.SlotPanel, "Slots")
	if e == nil {
		return
	}
	pn := scenes.Get[ui.Panel](e)
	f := p.g.Scene().Entity(pn.Focus)
	slot := ""
	if f != nil {
		if w := scenes.Get[ui.Widget](f); w != nil {
			slot, _ = strings.CutPrefix(w.Action, slotAction)
		}
	}
	pn.Image = p.s.pics[slot]
	pn.Color = griff.Color{R: 0.06, G: 0.09, B: 0.16, A: 0.94} // no picture: a dark box
	if pn.Image != "" {
		pn.Color = griff.White
	}
}

// slotLabel is a slot's button label: "3  1:05  Aki: Look, the…", "Q ..."
// for the quick slot, or "3  empty".
func slotLabel(g *runtime.Game, slot string, i int) string {
	num := itoa(i + 1)
	if slot == QuickSlot {
		num = "Q"
	}
	info, err := ReadSlotInfo(g, slot)
	if err != nil {
		if !errNoSlot(err) {
			g.Problems().Warn(nil, "Novel.Reader", "%v", err)
		}
		return num + "  empty"
	}
	secs := int64(info.Steps) / int64(max(g.Clock().StepRate(), 1))
	line := info.Text
	if info.Speaker != "" {
		line = info.Speaker + ": " + line
	}
	if r := []rune(line); len(r) > maxLabel {
		line = string(r[:maxLabel-1]) + "…"
	}
	return fmt.Sprintf("%s  %d:%02d  %s", num, secs/60, secs%60, line)
}
