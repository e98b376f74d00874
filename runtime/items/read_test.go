package items_test

import (
	"slices"
	"testing"

	"github.com/griffengine/griff/runtime/items"
	"github.com/griffengine/griff/scenes"
)

// TestReadInventory: ReadInventory fills an inventory not filled yet and
// marks its entity (its Held changes), then reads it without a mark (scenes'
// Change marks); an entity with no Inventory gives nil.
func TestReadInventory(t *testing.T) {
	_, s, svc := newGame(t)
	ann := holder(s, "Ann", "3 Gold")
	rock := s.NewEntity("Rock", nil)
	marked := func() bool {
		ch := s.TakeChanges(t)
		return ch.All || slices.Contains(ch.Entities[:ch.Whole], ann)
	}
	marked() // the first call reports all
	if scenes.Read[items.Inventory](ann).Filled {
		t.Fatal("Ann's inventory is filled before any call")
	}
	inv := svc.ReadInventory(ann)
	if inv == nil || !inv.Filled || inv.Count("Gold") != 3 {
		t.Fatalf("ReadInventory of a new inventory = %+v, want it filled with 3 Gold", inv)
	}
	if !marked() {
		t.Error("filling Ann's inventory did not mark Ann")
	}
	if again := svc.ReadInventory(ann); again != inv || again.Count("Gold") != 3 {
		t.Errorf("ReadInventory again = %p (%+v), want %p", again, again, inv)
	}
	if marked() {
		t.Error("reading Ann's filled inventory marked Ann")
	}
	if got := svc.ReadInventory(rock); got != nil {
		t.Errorf("ReadInventory of an entity with none = %+v, want nil", got)
	}
}
