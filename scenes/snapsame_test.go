package scenes_test

import (
	"bytes"
	"math/rand/v2"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/cputime"
	"github.com/griffengine/griff/scenes"
)

// sameComp has a field of each kind a snapshot codec writes.
type sameComp struct {
	Name string         `json:"name"`
	Nums []int          `json:"nums"`
	Tags []string       `json:"tags"`
	Next *revList       `json:"next"`
	M    map[string]int `json:"m"`
	Pos  [2]float64     `json:"pos"`
	On   bool           `json:"on"`
}

func init() { scenes.Register[sameComp]("Test.SnapSame") }

// mutate changes one thing about e (or nothing), picked by r.
func mutate(r *rand.Rand, e *scenes.Entity) {
	c := scenes.Get[sameComp](e)
	switch r.IntN(16) {
	case 0:
		c.Name += "x"
	case 1:
		c.Name = c.Name[:len(c.Name)/2]
	case 2:
		c.Nums = append(c.Nums, r.IntN(3))
	case 3:
		c.Nums = nil
	case 4:
		c.Tags = append(c.Tags, []string{"", "a", "bb"}[r.IntN(3)])
	case 5:
		if len(c.Tags) > 0 {
			c.Tags[0] += "q"
		}
	case 6:
		c.Next = &revList{Value: r.IntN(2)}
	case 7:
		if c.Next != nil {
			c.Next.Value++
		} else {
			c.Next = nil
		}
	case 8:
		if c.M == nil {
			c.M = map[string]int{"k": r.IntN(2)}
		} else {
			c.M = nil
		}
	case 9:
		c.Pos[r.IntN(2)] += 0.5
	case 10:
		c.On = !c.On
	case 11:
		e.Transform().SetPosition(griff.V(float64(r.IntN(3)), 0))
	case 12:
		e.SetActive(!e.Active())
	case 13:
		c.Nums = []int{}
	case 14:
		if len(c.Nums) > 0 {
			c.Nums[len(c.Nums)-1]++
		}
	}
}

// TestSameSnapshotRecord: SameSnapshotRecord says true exactly when writing
// the record again gives the same bytes (maps aside: always false), over
// random changes of every kind of field, the transform and the active flag,
// across steps.
func TestSameSnapshotRecord(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	sc := scenes.NewScene("level", nil)
	var ents []*scenes.Entity
	for i := range 20 {
		var parent *scenes.Entity
		if i > 0 && i%3 != 0 {
			parent = ents[i-1]
		}
		e := sc.NewEntity("E", parent)
		scenes.Add(e, sameComp{Name: "n", Tags: []string{"t"}})
		ents = append(ents, e)
	}
	recs := make([][]byte, len(ents))
	var same, changed int
	for step := range 300 {
		if step%5 == 0 {
			sc.BeginStep()
		}
		for i, e := range ents {
			if r.IntN(3) == 0 {
				mutate(r, e)
			}
			now, err := e.AppendSnapshotRecord(nil)
			if err != nil {
				t.Fatal(err)
			}
			want := recs[i] != nil && bytes.Equal(now, recs[i])
			if scenes.Get[sameComp](e).M != nil {
				want = false
			}
			if got := recs[i] != nil && e.SameSnapshotRecord(recs[i]); got != want {
				t.Fatalf("step %d entity %d: SameSnapshotRecord says %v, the bytes say %v", step, i, got, want)
			}
			if scenes.Get[sameComp](e).M == nil && !e.SameSnapshotRecord(now) {
				t.Fatalf("step %d entity %d: the record just written is not the same", step, i)
			}
			if want {
				same++
			} else {
				changed++
			}
			recs[i] = now
		}
	}
	if same < 1000 || changed < 1000 {
		t.Fatalf("%d same and %d changed records: the test does not try both enough", same, changed)
	}
}

// FuzzSameSnapshotRecord: any bytes are compared without a panic, and true
// only for the bytes the record would be written as; SnapshotRecordDiff says
// nothing differs for those bytes only.
func FuzzSameSnapshotRecord(f *testing.F) {
	sc := scenes.NewScene("level", nil)
	root := sc.NewEntity("Root", nil)
	e := sc.NewEntity("Holder", root)
	*scenes.Add(e, sameComp{}) = sameComp{Name: "a", Nums: []int{1, 2}, Tags: []string{"x", ""}, Next: &revList{Value: 3}, Pos: [2]float64{1, 2}}
	*scenes.Add(e, revTree{}) = revTree{Name: "t", Kids: []revTree{{Name: "k"}}}
	rec, err := e.AppendSnapshotRecord(nil)
	if err != nil {
		f.Fatal(err)
	}
	f.Add(rec)
	f.Add(rec[:len(rec)-3])
	f.Add([]byte{})
	var scratch []byte
	f.Fuzz(func(t *testing.T, b []byte) {
		if e.SameSnapshotRecord(b) && !bytes.Equal(b, rec) {
			t.Fatalf("SameSnapshotRecord says true for other bytes")
		}
		var diff string
		if diff, scratch = e.SnapshotRecordDiff(b, scratch); (diff == "") != bytes.Equal(b, rec) {
			t.Fatalf("SnapshotRecordDiff says %q", diff)
		}
	})
}

// BenchmarkRecordsUnchanged is the records part of a timeline's snapshot of
// 10,000 unchanged entities, two ways, interleaved with -count: "write"
// writes each record again and compares the bytes (what runtime.Timeline
// did), "same" compares without writing (SameSnapshotRecord).
func BenchmarkRecordsUnchanged(b *testing.B) {
	sc := scenes.NewScene("level", nil)
	var ents []*scenes.Entity
	for i := range 100 {
		group := sc.NewEntity("Group", nil)
		for j := range 99 {
			e := sc.NewEntity("Thing", group)
			e.Transform().SetPosition(griff.V(float64(i), float64(j)))
			scenes.Add(e, revList{Value: j})
			scenes.Add(e, sameComp{Name: "n", Tags: []string{"a"}, Pos: [2]float64{1, 2}})
			ents = append(ents, e)
		}
	}
	sc.BeginStep()
	recs := make([][]byte, len(ents))
	for i, e := range ents {
		recs[i], _ = e.AppendSnapshotRecord(nil)
	}
	var buf []byte
	b.Run("write", func(b *testing.B) {
		defer cputime.Report(b)()
		for b.Loop() {
			for i, e := range ents {
				buf, _ = e.AppendSnapshotRecord(buf[:0])
				if !bytes.Equal(buf, recs[i]) {
					b.Fatal("changed")
				}
			}
		}
	})
	b.Run("same", func(b *testing.B) {
		defer cputime.Report(b)()
		for b.Loop() {
			for i, e := range ents {
				if !e.SameSnapshotRecord(recs[i]) {
					b.Fatal("changed")
				}
			}
		}
	})
}
