package tables_test

import (
	"testing"

	"github.com/griffengine/griff/data"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/tables"
)

// ReplaceSet makes a new set the game's: later reads see it; nil is ignored.
func TestReplaceSet(t *testing.T) {
	g := newGame(t, runtime.Options{}, testSet(t))
	next, err := data.LoadFiles(map[string][]byte{"weapons.csv": []byte("id,bonus:int\nsword,5\n")})
	if err != nil {
		t.Fatal(err)
	}
	r, ok := tables.Of(g).(tables.Replacer)
	if !ok {
		t.Fatal("the Tables service is not a tables.Replacer")
	}
	r.ReplaceSet(next)
	r.ReplaceSet(nil)
	if got := tables.Of(g).Set(); got != next {
		t.Error("Set() is not the set replaced")
	}
	v, err := tables.Of(g).Eval("weapons", "sword", "bonus")
	if err != nil || v != 5 {
		t.Errorf("weapons[sword].bonus = %v, %v after the replace, want 5", v, err)
	}
	if _, ok := tables.Of(g).Table("fighters"); ok {
		t.Error("the old set's table fighters is still there")
	}
}
