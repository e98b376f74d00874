package cards

import (
	"strconv"
	"strings"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime/turns"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// The table's layout, in world units (the template's 960x540 view has its
// top-left corner at the origin): where the piles, the fighters, the hand
// and the offers sit, and a card's size (the card sheet's frame).
var (
	drawPileAt    = griff.V(70, 460)
	discardPileAt = griff.V(890, 460)
	exhaustPileAt = griff.V(890, -120)
	heroAt        = griff.V(210, 250)
	cardSize      = griff.V(110, 150)
)

// The layout's numbers: the hand's centre line, the raise of the picked
// card, the hand's widest spread, and how far a card moves towards its
// place each step (a fraction of the way left).
const (
	handY      = 438
	handRaise  = 28
	handWidth  = 620
	cardEase   = 0.3
	fighterBox = 96
)

// The draw layers of the table: fighters, then cards, then the picked card.
const (
	layerFighters = 0
	layerCards    = 10
	layerPicked   = 11
)

// enemyAt returns where enemy i of n stands.
func enemyAt(i, n int) griff.Vec {
	return griff.V(float64(560+i*130-(n-1)*20), 240)
}

// offerAt returns where offered card i of n lies.
func offerAt(i, n int) griff.Vec {
	return griff.V(float64(480+(2*i-n+1)*75), 260)
}

// handAt returns where hand card i of n lies, raised if picked.
func handAt(i, n int, picked bool) griff.Vec {
	gap := min(cardSize[0]+8, float64(handWidth)/float64(max(n, 1)))
	x := 480 + float64((float64(i)-float64(float64(n-1)/2))*gap) // rounded: no fused multiply-add
	y := float64(handY)
	if picked {
		y -= handRaise
	}
	return griff.V(x, y)
}

// fightEnemies splits a Fights entry into enemy ids.
func fightEnemies(s string) []string { return strings.Fields(s) }

// suggest returns ` (did you mean "x"?)` for the card id nearest to id.
func suggest(id string, cards []CardDef) string {
	ids := make([]string, len(cards))
	for i, c := range cards {
		ids[i] = c.ID
	}
	if s := scenes.Suggest(id, ids); s != "" {
		return ` (did you mean "` + s + `"?)`
	}
	return ""
}

// label adds a child of e with a Text component.
func label(sc *scenes.Scene, e *scenes.Entity, name string, at griff.Vec, t visual.Text) {
	l := sc.NewEntity(name, e)
	l.Transform().SetPosition(at)
	scenes.Add(l, t)
}

// cardTemplate returns a template of card id in pile p at order: the frame
// of its kind, its cost, name and text.
func (f *fight) cardTemplate(id string, p Pile, order int) *scenes.Template {
	def := &f.d.cards[f.d.card[id]]
	sc := scenes.NewScene("card", nil)
	e := sc.NewEntity("Card", nil)
	scenes.Add(e, Card{ID: id, Pile: p, Order: order, Owner: f.t.Player, Cost: def.Cost})
	frame := 0
	for i, k := range cardKinds {
		if k == def.Kind {
			frame = i
		}
	}
	w, h := int(cardSize[0]), int(cardSize[1])
	scenes.Add(e, visual.Sprite{Image: orDefault(f.t.CardImage, DefaultCardImage),
		Region: visual.RegionOf(frame*w, 0, w, h), Pivot: griff.V(0.5, 0.5), DrawOrder: visual.DrawOrder{Layer: layerCards}})
	top := griff.V(0, -cardSize[1]/2)
	on := visual.DrawOrder{Layer: layerCards, Z: 1}
	label(sc, e, "Cost", top.Add(griff.V(float64(-cardSize[0]/2)+13, 13)), visual.Text{Text: strconv.Itoa(def.Cost), Size: 16,
		Color: colorEnergy, Pivot: griff.V(0.5, 0.5), DrawOrder: on})
	label(sc, e, "Name", top.Add(griff.V(8, 14)), visual.Text{Text: def.Name, Size: 12, Color: colorText,
		Pivot: griff.V(0.5, 0.5), DrawOrder: on})
	label(sc, e, "Text", griff.V(0, 28), visual.Text{Text: def.Text, Size: 11, Color: colorText, Width: cardSize[0] - 16,
		Align: visual.TextAlignCenter, Pivot: griff.V(0.5, 0.5), DrawOrder: on})
	if p != PileOffer {
		e.SetActive(false)
	}
	return scenes.NewTemplate(id, e)
}

// heroTemplate returns a template of the player's fighter, an actor of the
// "player" side.
func (f *fight) heroTemplate() *scenes.Template {
	hp := min(f.t.HeroHP, MaxAmount)
	if hp <= 0 {
		hp = DefaultHP
	}
	look := f.t.HeroLook
	if look < 0 || look > MaxLook {
		look = 0
	}
	x := Fighter{Name: orDefault(f.t.Hero, "Hero"), HP: hp, MaxHP: hp}
	return f.fighterTemplate(x, look, turns.Actor{Side: sidePlayer})
}

// enemyTemplate returns a template of an enemy of the table, an actor of
// the "enemies" side.
func (f *fight) enemyTemplate(d *EnemyDef) *scenes.Template {
	x := Fighter{Name: d.Name, Enemy: true, HP: d.HP, MaxHP: d.HP, Intents: d.Intents}
	return f.fighterTemplate(x, d.Look, turns.Actor{Side: sideEnemies})
}

// The sides of the turn order.
const (
	sidePlayer  = "player"
	sideEnemies = "enemies"
)

func (f *fight) fighterTemplate(x Fighter, look int, a turns.Actor) *scenes.Template {
	sc := scenes.NewScene("fighter", nil)
	e := sc.NewEntity(x.Name, nil)
	x.Shown = visual.NewSmoothed(float64(x.HP))
	scenes.Add(e, x)
	scenes.Add(e, a)
	scenes.Add(e, visual.Sprite{Image: orDefault(f.t.FighterImage, DefaultFighterImage),
		Region: visual.RegionOf(look*fighterBox, 0, fighterBox, fighterBox), Pivot: griff.V(0.5, 1),
		FlipX: x.Enemy})
	label(sc, e, "Name", griff.V(0, -fighterBox-34), visual.Text{Text: x.Name, Size: 14, Color: colorText, Pivot: griff.V(0.5, 0.5)})
	label(sc, e, "Intent", griff.V(0, -fighterBox-14), visual.Text{Size: 13, Color: colorIntent, Pivot: griff.V(0.5, 0.5)})
	label(sc, e, "Life", griff.V(0, 22), visual.Text{Size: 12, Color: colorText, Pivot: griff.V(0.5, 0.5), DrawOrder: visual.DrawOrder{Z: 1}})
	return scenes.NewTemplate(x.Name, e)
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
