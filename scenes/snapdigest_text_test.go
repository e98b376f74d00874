package scenes

import (
	"crypto/sha256"
	"fmt"
	"hash"
	"reflect"
	"testing"
)

// The digests as they were first written, with fmt.Fprintf into the hashes:
// the reference the appended text (layoutText, writeLayout) must equal byte
// for byte, since snapshots record the digests and refuse other ones.

func fmtWorkOutTypes() ([16]byte, []byte) {
	h := sha256.New()
	list := appendU32(nil, len(registry.sorted))
	for _, c := range byIndexNow() {
		d := fmtTypeLayoutDigest(c)
		fmt.Fprintf(h, "%s %d %x\n", c.name, c.index, d)
		list = append(appendStr(list, c.name), d[:]...)
	}
	var out [16]byte
	copy(out[:], h.Sum(nil))
	return out, list
}

func fmtTypeLayoutDigest(c *ComponentType) [8]byte {
	h := sha256.New()
	seen := map[reflect.Type]int{}
	fmt.Fprintf(h, "%d\n", c.goType.Size())
	for _, f := range c.model.fields {
		off, _ := fieldOffset(c.goType, f.index)
		fmt.Fprintf(h, "field %s @%d ", f.Name, off)
		fmtWriteLayout(h, f.Type, seen)
	}
	for i := range c.goType.NumField() {
		if sf := c.goType.Field(i); snapshotOnly(sf) {
			fmt.Fprintf(h, "only %s @%d ", sf.Name, sf.Offset)
			fmtWriteLayout(h, sf.Type, seen)
		}
	}
	var out [8]byte
	copy(out[:], h.Sum(nil))
	return out
}

func fmtWriteLayout(h hash.Hash, t reflect.Type, seen map[reflect.Type]int) {
	if n, ok := seen[t]; ok {
		fmt.Fprintf(h, "^%d;", n)
		return
	}
	seen[t] = len(seen)
	fmt.Fprintf(h, "%v:%d", t.Kind(), t.Size())
	switch t.Kind() {
	case reflect.Struct:
		h.Write([]byte("{"))
		for i := range t.NumField() {
			sf := t.Field(i)
			fmt.Fprintf(h, "%s@%d ", sf.Name, sf.Offset)
			fmtWriteLayout(h, sf.Type, seen)
		}
		h.Write([]byte("}"))
	case reflect.Array:
		fmt.Fprintf(h, "[%d]", t.Len())
		fmtWriteLayout(h, t.Elem(), seen)
	case reflect.Slice, reflect.Pointer:
		fmtWriteLayout(h, t.Elem(), seen)
	case reflect.Map:
		fmtWriteLayout(h, t.Key(), seen)
		fmtWriteLayout(h, t.Elem(), seen)
	}
	h.Write([]byte(";"))
}

type digestTree struct {
	Kids  []digestTree
	Next  *digestTree
	ByKey map[string][3]*digestTree
	Grid  [2][4]float32
}

// TestDigestTextAsFormatted: every registered type's layout digest, the
// registry's digest and its list are the ones the fmt.Fprintf version gave,
// and so is a recursive type's (back references through slices, pointers,
// maps and arrays).
func TestDigestTextAsFormatted(t *testing.T) {
	if len(registry.sorted) < 10 {
		t.Fatalf("%d types registered; the test wants the built-in ones", len(registry.sorted))
	}
	for _, c := range registry.sorted {
		if got, want := TypeLayoutDigest(c), fmtTypeLayoutDigest(c); got != want {
			t.Errorf("TypeLayoutDigest(%s) = %x, want %x", c.name, got, want)
		}
	}
	gotD, gotL := workOutTypes()
	wantD, wantL := fmtWorkOutTypes()
	if gotD != wantD || string(gotL) != string(wantL) {
		t.Errorf("workOutTypes = %x (%d bytes of list), want %x (%d)", gotD, len(gotL), wantD, len(wantL))
	}
	rt := reflect.TypeFor[digestTree]()
	h := sha256.New()
	fmtWriteLayout(h, rt, map[reflect.Type]int{})
	if got, want := layoutDigest(rt), [8]byte(h.Sum(nil)[:8]); got != want {
		t.Errorf("layoutDigest(digestTree) = %x, want %x", got, want)
	}
}
