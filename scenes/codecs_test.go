package scenes

import (
	"reflect"
	"sync"
	"testing"
)

type lazyCodecComp struct {
	A    int       `json:"a"`
	B    []float64 `json:"b" net:"-"`
	Kept int       `griff:"-,snapshot"`
}

// TestCodecsCompiledOnFirstUse: a type's codecs are compiled by the first
// caller, once, whichever goroutines ask at the same time, and are the ones
// Register used to compile.
func TestCodecsCompiledOnFirstUse(t *testing.T) {
	rt := reflect.TypeFor[lazyCodecComp]()
	c := &ComponentType{name: "Test.LazyCodec", goType: rt, model: buildModel("Test.LazyCodec", rt)}
	if c.codecDone.Load() {
		t.Fatal("codecs compiled before first use")
	}
	const n = 8
	got := make([][2]*codec, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() { got[i] = [2]*codec{c.snapCodec(), c.netRecCodec()} })
	}
	wg.Wait()
	for i := range n {
		if got[i] != got[0] || got[i][0] == nil || got[i][1] == nil {
			t.Fatalf("goroutine %d got codecs %p, goroutine 0 %p", i, got[i], got[0])
		}
	}
	if got[0][0] == got[0][1] {
		t.Error("the network codec is the snapshot codec; B is tagged net:\"-\"")
	}
	want, err := compileCodec(rt, c.model.fields)
	if err != nil || c.snapErr() != nil {
		t.Fatalf("compileCodec: %v; snapErr: %v", err, c.snapErr())
	}
	if got[0][0].size != want.size || len(got[0][0].notState) != len(want.notState) {
		t.Errorf("snapshot codec of size %d, %d not-state fields; want %d, %d", got[0][0].size, len(got[0][0].notState), want.size, len(want.notState))
	}
}
