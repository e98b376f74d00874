package physics

import (
	"fmt"
	"hash/fnv"
	"reflect"
	"testing"
)

// TestLayoutTextAsFprintf: the layout hash of a codec (text appended
// without fmt, planned with skipFields' set) is the hash of the text
// fmt.Fprintf wrote of plans made with skipField's walk of the list, as
// layoutOf did before: the layout recorded in snapshots and saves is
// unchanged.
func TestLayoutTextAsFprintf(t *testing.T) {
	pl := planner{plans: map[reflect.Type]*gplan{}, skip: skipField, ext: extKind}
	h := fnv.New64a()
	seen := map[*gplan]bool{}
	var walk func(p *gplan)
	walk = func(p *gplan) {
		if p == nil || seen[p] {
			return
		}
		seen[p] = true
		fmt.Fprintf(h, "%s/%d/%d/%d;", p.t, p.kind, p.n, p.ext)
		walk(p.elem)
		for _, f := range p.fields {
			fmt.Fprintf(h, "%s@%d;", f.name, f.off)
			walk(f.plan)
		}
	}
	fields := 0
	for _, ty := range append([]reflect.Type{typWorld, typSpace, typArbiters, typRefusals}, snapTypes...) {
		p, err := pl.plan(ty)
		if err != nil {
			t.Fatal(err)
		}
		walk(p)
	}
	for p := range seen {
		fields += len(p.fields)
	}
	c := newSnapCodec()
	if c.err != nil {
		t.Fatal(c.err)
	}
	if want := h.Sum64(); c.layout != want {
		t.Errorf("layout %#x, want %#x (as fmt.Fprintf hashed it)", c.layout, want)
	}
	if len(seen) < 50 || fields < 200 {
		t.Errorf("only %d plans and %d fields hashed", len(seen), fields)
	}
	skip := skipFields()
	for ty := range pl.plans {
		if ty.Kind() != reflect.Struct {
			continue
		}
		for i := range ty.NumField() {
			f := ty.Field(i).Name
			if skip(ty, f) != skipField(ty, f) {
				t.Errorf("%s.%s: skipFields says %v, skipField %v", ty, f, skip(ty, f), skipField(ty, f))
			}
		}
	}
}
