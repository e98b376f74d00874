package battles

import (
	"strconv"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// The battle's layout, in world units (the template's 960x540 view has its
// top-left corner at the origin): where heroes and enemies stand, and a
// fighter's picture size (the fighter sheet's frame).
const (
	fighterBox = 96
	// DefaultFighterImage is the fighter sheet: 96×96 fighters in a row,
	// a fighter's look its column.
	DefaultFighterImage = "assets/fighters.png"
	// popRise is how far a popped number rises over PopSteps, in world units.
	popRise = 40.0
	// hpEase is the part of the way the HP bar moves to HP each step.
	hpEase = 0.12
)

var colorText = griff.MustHex("#f4ecd8")

// heroAt returns where hero i stands (the right side, as in Final
// Fantasy).
func heroAt(i int) griff.Vec { return griff.V(float64(690+i*70), float64(165+i*98)) }

// enemyAt returns where enemy i of n stands (the left side).
func enemyAt(i, n int) griff.Vec {
	col, row := i%2, i/2
	if n == 1 {
		return griff.V(250, 300)
	}
	return griff.V(float64(170+col*160+row*40), float64(220+row*140-col*20))
}

// popNumber pops n above x: damage, or healing when healed, with word
// after it ("weak!").
func popNumber(x *Fighter, n int, healed bool, word string) {
	x.Pop, x.Healed, x.PopAge = n, healed, 0
	b := strconv.AppendInt(nil, int64(n), 10)
	if word != "" {
		b = append(append(b, ' '), word...)
	}
	x.PopText = string(b)
}

// popWord pops a word above x ("sleep", "cured").
func popWord(x *Fighter, word string) {
	x.Pop, x.Healed, x.PopAge, x.PopText = 0, true, 0, word
}

// show eases the HP bars, moves the popped numbers and writes the texts:
// the message, the menu and the party's lines.
func (f *fight) show() {
	b := f.b
	var marked int = -2
	if b.Phase == PhaseTarget {
		if u := f.hero(); u != nil {
			if cs := f.candidates(u); len(cs) > 0 {
				marked = key(fighterOf(cs[max(min(b.Target, len(cs)-1), 0)]))
			}
		}
	}
	tick := f.g.Clock().Tick()
	for _, side := range [2][]*scenes.Entity{f.heroes, f.enemies} {
		for _, e := range side {
			x := fighterOf(e)
			f.fighter(e, x, tick, key(x) == marked)
		}
	}
	setText(f.e, "Message", append(f.buf[:0], b.Message...))
	f.buf = f.menuText(f.buf[:0])
	setText(f.e, "Menu", f.buf)
	f.buf = f.partyText(f.buf[:0])
	setText(f.e, "Status", f.buf)
}

// fighter shows one fighter: its bar eases, its pop rises and fades, a
// fallen enemy hides once its pop is over.
func (f *fight) fighter(e *scenes.Entity, x *Fighter, tick griff.Tick, marked bool) {
	shown := x.Shown.Value()
	if hp := float64(x.HP); shown != hp {
		if d := hp - shown; d > -0.5 && d < 0.5 {
			shown = hp
		} else {
			shown += float64(d * hpEase)
		}
	}
	x.Shown.Set(tick, shown)
	x.Marked = marked
	if x.PopAge < PopSteps {
		x.PopAge++
	}
	if c := child(e, "Pop"); c != nil {
		if t := scenes.Read[visual.Text](c); t != nil {
			text := ""
			if x.PopAge < PopSteps {
				text = x.PopText
			}
			col := colorDamage
			if x.Healed {
				col = colorHeal
			}
			col.A = max(min(float32(PopSteps-x.PopAge)/float32(PopSteps/3), 1), 0)
			if t.Text != text || t.Color != col {
				c.MarkChanged()
				t.Text, t.Color = text, col
			}
			y := -fighterBox - 10 - popRise*float64(x.PopAge)/PopSteps
			if p := c.Transform().Position(); p[1] != y {
				c.Transform().SetPosition(griff.V(0, y))
			}
		}
	}
	if x.Enemy && !x.Alive() && x.PopAge >= PopSteps && e.Active() {
		e.SetActive(false)
	}
	b := append(f.buf[:0], x.Name...)
	for _, s := range x.Statuses {
		b = append(append(b, ' '), s.Kind...)
	}
	if x.Defending {
		b = append(b, " (defends)"...)
	}
	setText(e, "Name", b)
	f.buf = b
}

// menuText appends the menu of the hero whose turn it is: the commands,
// the skill or item list, or the target's name.
func (f *fight) menuText(b []byte) []byte {
	bt := f.b
	u := f.hero()
	if u == nil || u.Enemy {
		return b
	}
	switch bt.Phase {
	case PhaseCommand:
		for i, c := range commandNames {
			b = cursor(b, i == bt.Menu)
			b = append(append(b, c...), '\n')
		}
	case PhaseList:
		var buf [32]string
		ids := f.entries(u, buf[:0])
		inv := f.inventory()
		for i, id := range ids {
			b = cursor(b, i == bt.List)
			if bt.Menu == CommandItem {
				b = append(b, f.d.Items[id].Name...)
				b = append(b, "  x"...)
				if inv != nil {
					b = strconv.AppendInt(b, int64(inv.Count(id)), 10)
				}
			} else if d := f.d.Skills[id]; d != nil {
				b = append(b, d.Name...)
				b = append(b, "  "...)
				b = strconv.AppendInt(b, int64(d.MP), 10)
				b = append(b, " MP"...)
			}
			b = append(b, '\n')
		}
	case PhaseTarget:
		b = append(b, "Target:\n"...)
		if cs := f.candidates(u); len(cs) > 0 {
			b = append(b, fighterOf(cs[max(min(bt.Target, len(cs)-1), 0)]).Name...)
		}
	}
	return b
}

func cursor(b []byte, on bool) []byte {
	if on {
		return append(b, "> "...)
	}
	return append(b, "  "...)
}

// partyText appends a line for each hero: name, level, HP and MP.
func (f *fight) partyText(b []byte) []byte {
	for _, e := range f.heroes {
		x := fighterOf(e)
		b = cursor(b, f.b.Actor == key(x) && !f.b.Over() && f.b.Phase != PhaseWait)
		b = append(b, x.Name...)
		b = append(b, "  Lv "...)
		b = strconv.AppendInt(b, int64(x.Level), 10)
		b = append(b, "  HP "...)
		b = strconv.AppendInt(b, int64(x.HP), 10)
		b = append(b, '/')
		b = strconv.AppendInt(b, int64(x.MaxHP), 10)
		b = append(b, "  MP "...)
		b = strconv.AppendInt(b, int64(x.MP), 10)
		b = append(b, '/')
		b = strconv.AppendInt(b, int64(x.MaxMP), 10)
		b = append(b, '\n')
	}
	return b
}

// child returns e's child named name, or nil.
func child(e *scenes.Entity, name string) *scenes.Entity {
	for _, c := range e.Children() {
		if c.Name() == name {
			return c
		}
	}
	return nil
}

// setText sets the text of e's child named name, if it has one, to text;
// it allocates only when the text changes.
func setText(e *scenes.Entity, name string, text []byte) {
	if c := child(e, name); c != nil {
		if t := scenes.Read[visual.Text](c); t != nil && t.Text != string(text) {
			c.MarkChanged()
			t.Text = string(text)
		}
	}
}

// Draw draws the fighter's HP bar under it (visual.Drawable): a track, the
// HP shown (easing to HP between steps), an MP line, and a target mark
// above it while the player aims at it.
func (x *Fighter) Draw(s visual.Sink) {
	if x.MaxHP <= 0 {
		return
	}
	w, h, y := float64(fighterBox-16), 7.0, 8.0
	left := float64(-w / 2)
	bar := func(left, width, y, h float64, c griff.Color) {
		s.Quad(visual.Quad{Corners: [4]griff.Vec{{left, y}, {left + width, y}, {left + width, y + h}, {left, y + h}}, Color: c})
	}
	bar(left, w, y, h, colorHPTrack)
	shown := x.Shown.At(s.Tick(), s.Blend(), visual.LerpFloat)
	frac := max(min(shown/float64(x.MaxHP), 1), 0)
	c := colorHP
	if frac < 0.25 {
		c = colorHPLow
	}
	bar(left, float64(w*frac), y, h, c)
	if x.MaxMP > 0 {
		bar(left, float64(w*max(min(float64(x.MP)/float64(x.MaxMP), 1), 0)), y+h+1, 3, colorMP)
	}
	if x.Marked {
		top := float64(-fighterBox - 14)
		s.Quad(visual.Quad{Corners: [4]griff.Vec{{-10, top}, {10, top}, {0, top + 12}, {0, top + 12}}, Color: colorHP})
	}
}
