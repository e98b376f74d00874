package scenes

import (
	"testing"

	"github.com/griffengine/griff/griff"
)

// TestIDTableAgreesWithAMap puts and deletes ids (most near the others, some
// far, some twice) and checks every lookup and the count against a map.
func TestIDTableAgreesWithAMap(t *testing.T) {
	r := griff.NewRand(5)
	var tab idTable
	var col tcolumn // the entities' transforms: the table holds their slots
	newEntity := func(id EntityID) *Entity {
		e := &Entity{id: id}
		e.transform = col.alloc(e)
		return e
	}
	want := map[EntityID]*Entity{}
	next := EntityID(1)
	var ids []EntityID
	for step := range 20_000 {
		switch k := r.IntN(10); {
		case k < 5: // a new id, as a scene gives them
			e := newEntity(next)
			next++
			tab.put(e)
			want[e.id] = e
			ids = append(ids, e.id)
		case k < 6: // a far id, as a file may give, or one reused
			id := EntityID(r.IntN(1 << 30))
			if k := r.IntN(3); k == 0 && len(ids) > 0 {
				id = ids[r.IntN(len(ids))]
			}
			e := newEntity(id)
			tab.put(e)
			want[id] = e
			ids = append(ids, id)
		case len(ids) > 0: // delete
			i := r.IntN(len(ids))
			tab.del(ids[i])
			delete(want, ids[i])
			ids[i] = ids[len(ids)-1]
			ids = ids[:len(ids)-1]
		}
		if tab.len() != len(want) {
			t.Fatalf("step %d: len %d, want %d", step, tab.len(), len(want))
		}
		if step%97 == 0 {
			for id, e := range want {
				if tab.get(id, &col) != e {
					t.Fatalf("step %d: get(%d) = %v, want %v", step, id, tab.get(id, &col), e)
				}
			}
			for range 20 {
				id := EntityID(r.IntN(int(next) + 1000))
				if tab.get(id, &col) != want[id] {
					t.Fatalf("step %d: get(%d) = %v, want %v", step, id, tab.get(id, &col), want[id])
				}
			}
		}
	}
	// pages whose ids are all gone are given back, but the last
	for id := range want {
		tab.del(id)
	}
	kept := 0
	for _, p := range tab.pages {
		if p != nil {
			kept++
		}
	}
	if tab.len() != 0 || kept > 1 || len(tab.far) != 0 {
		t.Errorf("emptied: len %d, %d pages kept, %d far", tab.len(), kept, len(tab.far))
	}
}

// TestNameListsOfGoneNamesGo spawns and destroys entities of ever new names:
// the scene keeps a bounded number of empty name lists, a destroyed entity
// keeps its name, and Find finds the live ones.
func TestNameListsOfGoneNamesGo(t *testing.T) {
	s := NewScene("names", nil)
	keep := s.NewEntity("Keep", nil)
	var gone *Entity
	for i := range 5000 {
		e := s.NewEntity("N"+string(rune('A'+i%26))+itoa(i), nil)
		s.Destroy(e)
		gone = e
		if len(s.names) > 2*64+4 {
			t.Fatalf("after %d names, %d lists kept", i+1, len(s.names))
		}
	}
	if want := "N" + string(rune('A'+4999%26)) + "4999"; gone.Name() != want || gone.Alive() {
		t.Errorf("a destroyed entity is named %q", gone.Name())
	}
	if s.Find("Keep") != keep || len(s.names["Keep"].ents) != 1 {
		t.Errorf("Find(Keep) = %v", s.Find("Keep"))
	}
	e := s.NewEntity("tmp", nil)
	e.SetName("Keep")
	if l := s.names["tmp"]; l != nil && l.n != 0 {
		t.Errorf("renamed entity still listed under its old name")
	}
	if len(s.names["Keep"].ents) != 2 || e.Name() != "Keep" {
		t.Errorf("renamed entity not listed under its new name")
	}
}

func itoa(i int) string {
	if i < 10 {
		return string(rune('0' + i))
	}
	return itoa(i/10) + string(rune('0'+i%10))
}
