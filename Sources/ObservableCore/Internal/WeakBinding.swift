/// A callback that passes `object` to `body` while `object` is alive, holding it weakly: the
/// building block of the `subscribe(with:…)` forms.
func weakly<Object: AnyObject, Value>(
    _ object: Object, _ body: ((Object, Value) -> Void)?
) -> (Value) -> Void {
    { [weak object] value in
        guard let object else { return }
        body?(object, value)
    }
}

/// A callback that passes `object` to `body` while `object` is alive, holding it weakly.
func weakly<Object: AnyObject>(_ object: Object, _ body: ((Object) -> Void)?) -> () -> Void {
    { [weak object] in
        guard let object else { return }
        body?(object)
    }
}
