package cards

import (
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// phaseNames are the Phase values' names in a playtest report.
var phaseNames = [...]string{"start", "player", "enemies", "reward", "won", "lost"}

func (p Phase) String() string {
	if int(p) < len(phaseNames) {
		return phaseNames[p]
	}
	return "unknown"
}

// fighterReport is what a playtest report says about one fighter.
type fighterReport struct {
	Name     string `json:"name"`
	HP       int    `json:"hp"`
	MaxHP    int    `json:"maxHp"`
	Block    int    `json:"block,omitempty"`
	Strength int    `json:"strength,omitempty"`
	// Intent is an enemy's next move as shown ("attack 8", "block 4").
	Intent string `json:"intent,omitempty"`
}

// tableReport is what a playtest report says about one Table.
type tableReport struct {
	Phase  string `json:"phase"`
	Fight  int    `json:"fight"` // from 1 (the last once the run is won)
	Fights int    `json:"fights"`
	Energy int    `json:"energy"` // left this turn
	// Hand and Offers are card ids, left to right; Pick the selected one
	// (from 0) and Target the selected enemy (from 0, among the living).
	Hand    []string        `json:"hand"`
	Offers  []string        `json:"offers,omitempty"`
	Pick    int             `json:"pick"`
	Target  int             `json:"target"`
	Piles   map[string]int  `json:"piles"` // draw, discard, exhaust: sizes only
	Hero    *fighterReport  `json:"hero,omitempty"`
	Enemies []fighterReport `json:"enemies"`
	Message string          `json:"message,omitempty"`
}

// PlaytestReport reports each active Table's phase, energy, hand, pile
// sizes and fighters (runtime.PlaytestReporter), under the name "table".
// The draw pile's order is not told: a playtester knows what a player may.
func (s *system) PlaytestReport(g *runtime.Game, dst []runtime.PlaytestFact) []runtime.PlaytestFact {
	for e, t := range scenes.Active[Table](g.Scene()) {
		r := tableReport{Phase: t.Phase.String(), Fight: min(t.Fight+1, len(t.Fights)), Fights: len(t.Fights), Energy: t.Left,
			Pick: t.Pick, Target: t.Target, Message: t.Message, Hand: []string{}, Enemies: []fighterReport{},
			Piles: map[string]int{"draw": t.Counts[0], "discard": t.Counts[1], "exhaust": t.Counts[2]}}
		var hand, offers []*Card
		for _, c := range e.Children() {
			if !c.Alive() {
				continue
			}
			if k := scenes.Get[Card](c); k != nil && k.Pile == PileHand {
				hand = append(hand, k)
			} else if k != nil && k.Pile == PileOffer {
				offers = append(offers, k)
			}
			x := scenes.Get[Fighter](c)
			switch {
			case x == nil || (x.Enemy && !x.Alive()):
			case !x.Enemy && r.Hero == nil:
				r.Hero = &fighterReport{Name: x.Name, HP: x.HP, MaxHP: x.MaxHP, Block: x.Block, Strength: x.Strength}
			case x.Enemy:
				f := fighterReport{Name: x.Name, HP: x.HP, MaxHP: x.MaxHP, Block: x.Block, Strength: x.Strength}
				if len(x.Intents) > 0 {
					f.Intent = string(appendIntent(nil, x.Intents[x.nextIntent()], x.Strength))
				}
				r.Enemies = append(r.Enemies, f)
			}
		}
		for _, p := range [...]struct {
			in  []*Card
			out *[]string
		}{{hand, &r.Hand}, {offers, &r.Offers}} {
			ids := make([]string, len(p.in))
			for _, k := range p.in {
				if k.Order >= 0 && k.Order < len(ids) {
					ids[k.Order] = k.ID
				}
			}
			if len(ids) > 0 || p.out == &r.Hand {
				*p.out = ids
			}
		}
		dst = append(dst, runtime.PlaytestFact{Subject: e.String(), Name: "table", Value: r})
	}
	return dst
}
