package battles

import (
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// phaseNames are the Phase values' names in a playtest report.
var phaseNames = [...]string{"start", "wait", "command", "list", "target", "act", "won", "lost", "fled", "done"}

func (p Phase) String() string {
	if int(p) < len(phaseNames) {
		return phaseNames[p]
	}
	return "unknown"
}

// fighterReport is what a playtest report says about one fighter.
type fighterReport struct {
	Name     string   `json:"name"`
	Level    int      `json:"level,omitempty"`
	HP       int      `json:"hp"`
	MaxHP    int      `json:"maxHp"`
	MP       int      `json:"mp"`
	MaxMP    int      `json:"maxMp"`
	Statuses []string `json:"statuses,omitempty"`
	Turn     bool     `json:"turn,omitempty"`
}

// battleReport is what a playtest report says about a battle.
type battleReport struct {
	Phase   string          `json:"phase"`
	Message string          `json:"message,omitempty"`
	Menu    string          `json:"menu,omitempty"` // the command the cursor is on
	Heroes  []fighterReport `json:"heroes"`
	Enemies []fighterReport `json:"enemies"`
}

// partyReport is what a playtest report says about the party on a map.
type partyReport struct {
	Heroes []Hero `json:"heroes"`
	Won    int    `json:"won"`
	Lost   int    `json:"lost"`
	// Foes are the encounters left, by their names.
	Foes []string `json:"foes"`
}

// PlaytestReport reports the battle being played (runtime.PlaytestReporter)
// under the name "battle": its phase, message, menu and fighters; or, on a
// map, the party and the encounters left under the name "party".
func (s *system) PlaytestReport(g *runtime.Game, dst []runtime.PlaytestFact) []runtime.PlaytestFact {
	for e, b := range scenes.Active[Battle](g.Scene()) {
		r := battleReport{Phase: b.Phase.String(), Message: b.Message, Heroes: []fighterReport{}, Enemies: []fighterReport{}}
		if b.Phase == PhaseCommand && b.Menu >= 0 && b.Menu < len(commandNames) {
			r.Menu = commandNames[b.Menu]
		}
		for _, c := range e.Children() {
			x := scenes.Get[Fighter](c)
			if x == nil || !c.Alive() {
				continue
			}
			f := fighterReport{Name: x.Name, HP: x.HP, MaxHP: x.MaxHP, MP: x.MP, MaxMP: x.MaxMP, Turn: key(x) == b.Actor && b.Phase != PhaseWait && !b.Over()}
			for _, st := range x.Statuses {
				f.Statuses = append(f.Statuses, st.Kind)
			}
			if x.Enemy {
				r.Enemies = append(r.Enemies, f)
			} else {
				f.Level = x.Level
				r.Heroes = append(r.Heroes, f)
			}
		}
		return append(dst, runtime.PlaytestFact{Subject: e.String(), Name: "battle", Value: r})
	}
	if pe, p := party(g.Scene()); p != nil {
		r := partyReport{Heroes: p.Heroes, Won: p.Won, Lost: p.Lost, Foes: []string{}}
		for e := range scenes.Active[Encounter](g.Scene()) {
			r.Foes = append(r.Foes, e.Name())
		}
		dst = append(dst, runtime.PlaytestFact{Subject: pe.String(), Name: "party", Value: r})
	}
	return dst
}
