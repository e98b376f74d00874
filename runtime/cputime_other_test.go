//go:build !unix

package runtime_test

import "testing"

// reportCPU reports nothing where the process's CPU time is not known.
func reportCPU(*testing.B) func() { return func() {} }
