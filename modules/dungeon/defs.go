package dungeon

import (
	"fmt"

	"github.com/griffengine/griff/data/table"
	"github.com/griffengine/griff/scenes"
)

// monsterKind is a row of the monster table that can appear: its id, the
// floors it lives on and its look.
type monsterKind struct {
	id       string
	from, to int
	look     int
}

// The monster table's columns the module reads itself; the others fill
// the Monster's fields by their names (see the package documentation).
var kindColumns = [3]string{"from", "to", "look"}

// monsterKinds returns the monster table's rows that live on floor depth,
// in table order. A missing table or column warns (naming the Run) and
// gives none; the warning is kept once by the problem log.
func (s *system) monsterKinds(e *scenes.Entity, depth int) []monsterKind {
	t, ok := s.tables.Table(MonsterTable)
	if !ok {
		s.game.Problems().Warn(e, "Dungeon.Run", "no table %q (tables/%s.csv): the floors have no monsters", MonsterTable, MonsterTable)
		return nil
	}
	var cols [3]int
	for i, name := range kindColumns {
		c, ok := t.ColumnIndex(name)
		if !ok || t.Column(c).Type != table.TypeInt {
			s.game.Problems().Warn(e, "Dungeon.Run", "%s: no whole-number column %q (columns from, to and look are the floors a monster lives on and its picture)", t.File(), name)
			return nil
		}
		cols[i] = c
	}
	var out []monsterKind
	for row := range t.Len() {
		k := monsterKind{id: t.ID(row), from: int(t.Int(row, cols[0])), to: int(t.Int(row, cols[1])), look: int(t.Int(row, cols[2]))}
		if k.look < 1 || k.look >= lookGold {
			s.game.Problems().Warn(e, "Dungeon.Run", "%v", t.CellError(row, cols[2], fmt.Errorf("look %d: looks are 1 to %d (columns of the actor image)", k.look, lookGold-1)))
			k.look = max(min(k.look, lookGold-1), 1)
		}
		if k.from > k.to || k.to < 1 {
			s.game.Problems().Warn(e, "Dungeon.Run", "%v", t.CellError(row, cols[1], fmt.Errorf("lives on floors %d to %d: on none", k.from, k.to)))
		}
		if depth >= k.from && depth <= k.to {
			out = append(out, k)
		}
	}
	return out
}
