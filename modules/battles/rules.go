package battles

import (
	"slices"

	"github.com/griffengine/griff/griff"
)

// Outcome is what a skill did to one target.
type Outcome struct {
	// Amount is the damage dealt or hit points given back.
	Amount int
	// Healed is true for hit points given back (heal, revive), MP for
	// magic points given back (mp).
	Healed bool
	MP     bool
	// Status is the status given or cured ("" for none), Cured true when
	// it was taken away.
	Status string
	Cured  bool
	// Woke is true when the damage woke a sleeping target.
	Woke bool
	// Scale is the element's multiplier (2 weak, 0.5 resisting, else 1).
	Scale float64
}

// ElementScale is the damage multiplier of element on a target weak to
// weak and resisting resist: 2 when weak, 0.5 when resisting (weak wins
// when both name it), else 1; no element is 1.
func ElementScale(element string, weak, resist []string) float64 {
	switch {
	case element == "":
		return 1
	case slices.Contains(weak, element):
		return 2
	case slices.Contains(resist, element):
		return 0.5
	}
	return 1
}

// Apply uses skill d of user on target: the power formula is evaluated
// with the user's and the target's stats, its dice rolled from rng, and:
//
//   - damage: the value times scale (the element's, ElementScale), halved
//     if the target defends or has guard, rounded down, at least 1 and at
//     most MaxStat, is taken off the target's HP (not below 0); it wakes a
//     sleeping target;
//   - heal: the value rounded down (not below 0) is added to HP, up to
//     MaxHP; a fallen target is not healed;
//   - mp: the value rounded down (not below 0) is added to MP, up to
//     MaxMP, of a target standing;
//   - revive: a fallen target stands with the value (at least 1, at most
//     MaxHP) and no statuses; a standing one is not changed;
//   - status and a damage skill's side effect: the status is given (its
//     turns set anew if it had it) when rng's roll from 0 to 99 is below
//     Chance; a fallen target gets none;
//   - cure: the status is taken away.
//
// A formula that fails (a division by 0) counts as 0 and its error is
// returned with what was done.
func Apply(d *SkillDef, user, target *Fighter, scale float64, rng *griff.Rand) (Outcome, error) {
	o := Outcome{Scale: scale}
	var v float64
	var err error
	if d.Power != nil && d.Kind != KindStatus && d.Kind != KindCure {
		v, err = d.Power.Eval(&env{user, target}, rng)
		if err != nil {
			v = 0
		}
	}
	switch d.Kind {
	case KindDamage:
		v = float64(v * scale)
		if target.Defending || target.Has(StatusGuard) {
			v = float64(v * 0.5)
		}
		n := int(min(max(v, 1), MaxStat))
		target.HP = max(target.HP-n, 0)
		o.Amount = n
		if target.Has(StatusSleep) {
			target.remove(StatusSleep)
			o.Woke = true
		}
	case KindHeal:
		if target.Alive() {
			n := int(min(max(v, 0), MaxStat))
			n = min(n, target.MaxHP-target.HP)
			target.HP += n
			o.Amount, o.Healed = n, true
		}
	case KindMP:
		if target.Alive() {
			n := int(min(max(v, 0), MaxStat))
			n = min(n, target.MaxMP-target.MP)
			target.MP += n
			o.Amount, o.MP = n, true
		}
	case KindRevive:
		if !target.Alive() {
			target.HP = int(min(max(v, 1), float64(target.MaxHP)))
			target.Statuses = target.Statuses[:0]
			o.Amount, o.Healed = target.HP, true
		}
	case KindCure:
		if target.Has(d.Status) {
			target.remove(d.Status)
			o.Status, o.Cured = d.Status, true
		}
	}
	if d.Status != "" && (d.Kind == KindStatus || d.Kind == KindDamage) && target.Alive() && rng.IntN(100) < d.Chance {
		target.give(d.Status, max(d.Turns, 1))
		o.Status = d.Status
	}
	return o, err
}

// give gives status kind for turns turns (anew if it has it).
func (f *Fighter) give(kind string, turns int) {
	for i := range f.Statuses {
		if f.Statuses[i].Kind == kind {
			f.Statuses[i].Turns = turns
			return
		}
	}
	if kind == StatusHaste {
		f.remove(StatusSlow)
	} else if kind == StatusSlow {
		f.remove(StatusHaste)
	}
	f.Statuses = append(f.Statuses, Status{kind, turns})
}

// remove takes status kind away.
func (f *Fighter) remove(kind string) {
	f.Statuses = slices.DeleteFunc(f.Statuses, func(s Status) bool { return s.Kind == kind })
}

// EndTurn is the end of the fighter's own turn: poison takes a tenth of
// its MaxHP (at least 1, never the last hit point's fall below 0) and
// returns it, and every status counts a turn down and wears off at 0.
func (f *Fighter) EndTurn() (poison int) {
	if f.Alive() && f.Has(StatusPoison) {
		poison = min(max(f.MaxHP/10, 1), f.HP)
		f.HP -= poison
	}
	for i := range f.Statuses {
		f.Statuses[i].Turns--
	}
	f.Statuses = slices.DeleteFunc(f.Statuses, func(s Status) bool { return s.Turns <= 0 })
	return poison
}

// Level returns the level a hero of def reaches with xp experience,
// starting from level (it never goes down), at most MaxLevel: while xp is
// at least the next formula of the level, the level rises. A formula that
// fails stops the rise.
func (def *HeroDef) Level(level, xp int, rng *griff.Rand) int {
	f := &Fighter{}
	for level < MaxLevel {
		f.Level = level
		need, err := def.Next.Eval(&env{f, f}, rng)
		if err != nil || float64(xp) < need {
			break
		}
		level++
	}
	return level
}

// Stats sets f's stats for a hero of def at f.Level: the base stats plus
// the growth of each level after the first, each at most MaxStat. HP and
// MP are raised by what the maxima rose, and kept within them.
func (def *HeroDef) Stats(f *Fighter) {
	lv := max(f.Level, 1) - 1
	st := func(s Stat) int { return min(def.Base[s]+def.Grow[s]*lv, MaxStat) }
	hp, mp := st(StatHP), st(StatMP)
	if f.MaxHP > 0 {
		f.HP += max(hp-f.MaxHP, 0)
		f.MP += max(mp-f.MaxMP, 0)
	}
	f.MaxHP, f.MaxMP = hp, mp
	f.HP, f.MP = min(f.HP, hp), min(f.MP, mp)
	f.Atk, f.Def, f.Mag, f.Spr, f.Spd = st(StatAtk), st(StatDef), st(StatMag), st(StatSpr), max(st(StatSpd), 1)
}

// Knows reports whether a hero of def at level knows skill id.
func (def *HeroDef) Knows(id string, level int) bool {
	for _, l := range def.Skills {
		if l.Skill == id && l.Level <= level {
			return true
		}
	}
	return false
}

// Choose picks an enemy's move: one of ai by weight (rng.IntN of the sum
// of the weights of the moves it has the MP for), or "attack" when it has
// the MP for none. The same rng state picks the same move.
func Choose(ai []Choice, skills map[string]*SkillDef, mp int, rng *griff.Rand) string {
	sum := 0
	for _, c := range ai {
		if d := skills[c.Skill]; d != nil && d.MP <= mp {
			sum += c.Weight
		}
	}
	if sum == 0 {
		return "attack"
	}
	n := rng.IntN(sum)
	for _, c := range ai {
		if d := skills[c.Skill]; d != nil && d.MP <= mp {
			if n < c.Weight {
				return c.Skill
			}
			n -= c.Weight
		}
	}
	return "attack"
}
