package runtime_test

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/griffengine/griff/runtime"
)

func init() {
	runtime.RegisterModule(runtime.Module{
		Name:     "testgenre",
		Summary:  "a module for tests",
		Systems:  func() []runtime.System { return []runtime.System{&provider{"TestGenre", 7}} },
		Template: fstest.MapFS{"project.griff": {Data: []byte(`{"start_scene":"main"}`)}},
	})
}

func TestModules(t *testing.T) {
	systems, err := runtime.ModuleSystems([]string{"testgenre"})
	if err != nil || len(systems) != 1 || systems[0].Name() != "TestGenre" {
		t.Fatalf("ModuleSystems(testgenre) = %v, %v; want the TestGenre system", systems, err)
	}
	again, _ := runtime.ModuleSystems([]string{"testgenre"})
	if again[0] == systems[0] {
		t.Error("two games got the same system value; each game must get its own")
	}
	if _, err := runtime.ModuleSystems([]string{"nosuch"}); err == nil || !strings.Contains(err.Error(), `no module named "nosuch"`) {
		t.Errorf("unknown module: %v", err)
	}
	found := false
	for _, m := range runtime.Modules() {
		found = found || m.Name == "testgenre"
	}
	if !found {
		t.Error("Modules() does not list testgenre")
	}
	for _, bad := range []string{"", "Has Caps", "two words", "a/b"} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("RegisterModule(%q) did not panic", bad)
				}
			}()
			runtime.RegisterModule(runtime.Module{Name: bad})
		}()
	}
}
