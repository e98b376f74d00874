package adventure

import (
	"github.com/griffengine/griff/data/dlg"
	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// The names of the Adventure's texts (see the package documentation).
var (
	slotNames   = [MaxSlots]string{"Slot1", "Slot2", "Slot3", "Slot4", "Slot5", "Slot6", "Slot7", "Slot8"}
	choiceNames = [MaxChoices]string{"Choice1", "Choice2", "Choice3", "Choice4"}
)

// Colours of the texts (straight RGBA): an item; the held item and a
// conversation's choices; the choice under the pointer.
var (
	colorItem = griff.MustHex("#f4ecd8")
	colorHeld = griff.MustHex("#ffd34d")
	colorLit  = griff.MustHex("#ffffff")
)

// hoverKey is what the hover text was made from.
type hoverKey struct{ held, name, text string }

// lineKey is what the conversation's line text was made from.
type lineKey struct{ speaker, text, line string }

// show writes the texts: the message, what is under the pointer, the
// conversation, the inventory bar.
func (s *system) show(at *step) {
	setText(at.e, "Say", at.adv.Say, nil)
	for _, c := range at.e.Children() {
		if c.Name() == "Panel" && c.Active() != (at.adv.Talking != "") {
			c.SetActive(at.adv.Talking != "")
		}
	}
	s.showHover(at)
	s.showTalk(at)
	inv := s.items.ReadInventory(at.he)
	for i, name := range slotNames {
		item := ""
		if inv != nil && i < len(inv.Held) {
			item = inv.Held[i].Name
		}
		c := colorItem
		if item != "" && item == at.adv.Held {
			c = colorHeld
		}
		setText(at.e, name, item, &c)
	}
}

// showHover writes the name of the hotspot under the pointer, as "Use ITEM
// on NAME" while an item is held.
func (s *system) showHover(at *step) {
	name := ""
	pt := s.game.Input().Pointer(min(max(at.adv.Player, 0), input.MaxPlayers-1))
	if pt.Known && pt.Y < BarTop && at.adv.Talking == "" && !at.adv.Won {
		if w, ok := toWorld(s.game, griff.V(pt.X, pt.Y)); ok {
			if _, hs := s.under(at, w); hs != nil {
				name = hs.Name
			}
		}
	}
	// The text is made again only when what it shows changed, or the Text
	// holds something else (a restored snapshot): no allocation otherwise.
	k := hoverKey{at.adv.Held, name, s.hover.text}
	if _, t := findText(at.e, "Hover"); k == s.hover && (t == nil || t.Text == k.text) {
		return
	}
	k.text = name
	if k.held != "" {
		k.text = "Use " + k.held
		if name != "" {
			k.text += " on " + name
		}
	}
	s.hover = k
	setText(at.e, "Hover", k.text, nil)
}

// showTalk writes the conversation showing: its line, or its open choices.
func (s *system) showTalk(at *step) {
	var turn dlg.Turn
	if at.adv.Talking != "" {
		if e, _ := s.spot(at, at.adv.Talking); e != nil {
			turn = s.talk.Turn(e)
		}
	}
	k := lineKey{turn.Speaker, turn.Text, s.line.line}
	if turn.Kind != dlg.TurnLine {
		k = lineKey{line: s.line.line}
	}
	if _, t := findText(at.e, "Line"); k != s.line || (t != nil && t.Text != k.line) {
		k.line = k.text
		if k.speaker != "" {
			k.line = k.speaker + ": " + k.text
		}
		s.line = k
		setText(at.e, "Line", k.line, nil)
	}
	pt := s.game.Input().Pointer(min(max(at.adv.Player, 0), input.MaxPlayers-1))
	over := -1 // the choice row under the pointer, drawn lit
	if pt.Known && pt.Y >= ChoiceTop {
		over = int((pt.Y - ChoiceTop) / ChoiceRow)
	}
	n := 0
	for _, c := range turn.Choices {
		if c.Open && n < MaxChoices && turn.Kind == dlg.TurnMenu {
			col := colorHeld
			if n == over {
				col = colorLit
			}
			setText(at.e, choiceNames[n], c.Text, &col)
			n++
		}
	}
	for ; n < MaxChoices; n++ {
		setText(at.e, choiceNames[n], "", nil)
	}
}

// setText sets the Text of e's descendant named name to text (and colour c
// if not nil), if it has one and it differs.
func setText(e *scenes.Entity, name, text string, c *griff.Color) {
	te, t := findText(e, name)
	if t == nil {
		return
	}
	if t.Text != text {
		te.MarkChanged()
		t.Text = text
	}
	if c != nil && t.Color != *c {
		te.MarkChanged()
		t.Color = *c
	}
}

// findText returns e's child named name and its Text for reading (the
// child is not marked changed: setText marks it when it writes), or nils;
// missing texts are not drawn (a game may leave any out).
func findText(e *scenes.Entity, name string) (*scenes.Entity, *visual.Text) {
	for _, c := range e.Children() {
		if c.Name() == name {
			return c, scenes.Read[visual.Text](c)
		}
	}
	return nil, nil
}
