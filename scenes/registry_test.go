package scenes_test

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
)

// registerPanics holds what registering wrongly in init panicked with.
var registerPanics []string

type notStruct int

type reservedKey struct {
	V int `json:"version"`
}

type missingStep struct{ A int }

type hasFunc struct {
	OnHit  func()
	Nested struct{ C chan int }
}

// tryBadRegistrations runs at the end of the test package's init, after the good
// registrations.
func tryBadRegistrations() {
	try := func(f func()) {
		defer func() { registerPanics = append(registerPanics, fmt.Sprint(recover())) }()
		f()
	}
	try(func() { scenes.Register[Tag]("Test.Mover") })
	try(func() { scenes.Register[Mover]("Test.Mover2") })
	try(func() { scenes.Register[notStruct]("Test.NotStruct") })
	try(func() { scenes.Register[reservedKey]("Test.Reserved") })
	try(func() {
		scenes.Register[missingStep]("Test.Missing", scenes.Version(3),
			scenes.Upgrade(1, func(map[string]json.RawMessage) error { return nil }))
	})
	try(func() { scenes.Register[missingStep]("Test.Former", scenes.FormerNames("Test.Gate")) })
	try(func() { scenes.Register[hasFunc]("Test.Func") })
}

func TestRegisterPanics(t *testing.T) {
	want := []string{
		"scenes: component registered twice: Test.Mover",
		"scenes: component registered twice: Test.Mover2 (type scenes_test.Mover is already Test.Mover)",
		"scenes: component Test.NotStruct: scenes_test.notStruct is not a struct type",
		`scenes: component Test.Reserved: field V uses the reserved key "version"`,
		"scenes: component Test.Missing: no upgrade step from version 2",
		"scenes: component registered twice: Test.Gate",
		"scenes: component Test.Func: field OnHit holds a func(), which cannot be saved; tag it `griff:\"-\"`",
	}
	if !slices.Equal(registerPanics, want) {
		t.Errorf("Register panicked with\n%q\nwant\n%q", registerPanics, want)
	}
	if scenes.TypeNamed("Test.Missing") != nil || scenes.TypeNamed("Test.Former") != nil {
		t.Errorf("a Register that panicked left its type behind")
	}
}

func TestComponentModel(t *testing.T) {
	ct := scenes.TypeOf[Health]()
	var keys []string
	for _, f := range ct.Fields() {
		keys = append(keys, f.Name+":"+f.Key+":"+f.Type.String())
	}
	if want := []string{"HP:HP:int", "Max:max:int"}; !slices.Equal(keys, want) {
		t.Errorf("Health fields %v, want %v (cache and Shown are not state)", keys, want)
	}
	if scenes.TypeNamed("Test.Gate") != scenes.TypeOf[Door]() || scenes.NameOf[Door]() != "Test.Door" || scenes.TypeOf[Door]().Version() != 3 {
		t.Errorf("Door type not found by its former name")
	}
	if got := scenes.TypeOf[Door]().FormerNames(); !slices.Equal(got, []string{"Test.Gate"}) {
		t.Errorf("FormerNames %v", got)
	}
	if scenes.TypeOfValue(&Health{}) != ct || scenes.TypeOfValue(Health{}) != nil || scenes.TypeOfValue(nil) != nil || scenes.TypeOfValue(new(int)) != nil {
		t.Errorf("TypeOfValue wrong")
	}
	if scenes.TypeOf[int]() != nil || ct.GoType() != reflect.TypeFor[Health]() {
		t.Errorf("TypeOf / GoType wrong")
	}
	var names []string
	for _, c := range scenes.Types() {
		names = append(names, c.Name())
	}
	if !slices.IsSorted(names) || len(names) != 29 {
		t.Errorf("Types() = %v, want the 29 test types sorted (types_test.go, heap_test.go, state_test.go, former_key_test.go, former_name_test.go, fault_test.go, file_form_test.go, file_form_decode_test.go, example_component_test.go, snapcodec_test.go, snapmigrate_test.go, snapsame_test.go, fieldread_test.go, netrecord_test.go, upgrade_valid_test.go)", names)
	}

	h := &Health{HP: 3, Max: 5, Shown: 7}
	data, err := ct.Encode(h)
	if err != nil || string(data) != `{"HP":3,"max":5}` {
		t.Errorf("Encode = %s, %v", data, err)
	}
	var h2 Health
	if err := ct.Decode(&h2, []byte(`{"HP":9,"max":2,"Shown":1,"other":0}`)); err != nil || h2 != (Health{HP: 9, Max: 2}) {
		t.Errorf("Decode gave %+v, %v", h2, err)
	}
	if err := ct.Decode(&h2, []byte(`{"HP":"x"}`)); err == nil {
		t.Errorf("Decode of a string into an int gave no error")
	}
	if _, err := scenes.TypeOf[Mover]().Encode(&Mover{Speed: griffNaN()}); err == nil {
		t.Errorf("Encode of NaN gave no error")
	}

	inv := &Inventory{Items: []string{"a"}, Counts: map[string]int{"a": 1}, Best: &Item{Name: "x"}}
	var cp Inventory
	scenes.TypeOf[Inventory]().Copy(&cp, inv)
	cp.Items[0], cp.Counts["a"], cp.Best.Name = "b", 2, "y"
	if inv.Items[0] != "a" || inv.Counts["a"] != 1 || inv.Best.Name != "x" {
		t.Errorf("Copy shares data with its source: %+v", inv)
	}
}

func griffNaN() float64 { return griff.Log(-1) }

// The hooks and Add/Get/Has/Remove.
func TestComponentsOnEntity(t *testing.T) {
	s := scenes.NewScene("c", nil)
	e := s.NewEntity("e", nil)
	var log []string
	h := scenes.Add(e, Hooked{Log: &log})
	m := scenes.Add(e, Mover{Speed: 4})
	if !scenes.Has[Mover](e) || scenes.Get[Mover](e) != m || scenes.Get[Hooked](e) != h || scenes.Has[Tag](e) {
		t.Errorf("Get/Has wrong after Add")
	}
	if h.N != 1 || !slices.Equal(log, []string{"attached e"}) {
		t.Errorf("Attached not called once: N=%d log=%v", h.N, log)
	}
	var got []string
	for c, v := range e.Components() {
		got = append(got, fmt.Sprintf("%s:%T", c.Name(), v))
	}
	if want := []string{"Test.Hooked:*scenes_test.Hooked", "Test.Mover:*scenes_test.Mover"}; !slices.Equal(got, want) {
		t.Errorf("Components() = %v, want %v", got, want)
	}
	if !scenes.Remove[Hooked](e) || scenes.Remove[Hooked](e) || scenes.Has[Hooked](e) {
		t.Errorf("Remove wrong")
	}
	if !slices.Equal(log, []string{"attached e", "detached e"}) {
		t.Errorf("hooks %v", log)
	}
	if scenes.Get[Mover](e) != m || m.Speed != 4 || scenes.Count[Mover](s) != 1 || scenes.Count[Hooked](s) != 0 {
		t.Errorf("removing one component disturbed another")
	}
	if e.Component(scenes.TypeOf[Mover]()) != any(m) || e.HasType(scenes.TypeOf[Tag]()) {
		t.Errorf("Component/HasType wrong")
	}
}
