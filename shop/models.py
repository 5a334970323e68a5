"""Catalogue models: a product and its sizes, each size with its own stock count (issue 2)."""

from django.db import models
from django.db.models import F
from django.db.models.signals import post_delete, post_save
from django.dispatch import receiver
from django.urls import reverse


class Product(models.Model):
    """One catalogue product, identified by its SKU; prices are EUR.

    `search_text` and `tags_text` are lower-case copies kept by `save()` for the selectors: SQLite
    cannot look inside a JSON list, and free-text search reads one column instead of seven.
    """

    sku = models.CharField("SKU", max_length=64, unique=True)
    name = models.CharField(max_length=200)
    description = models.TextField()
    brand = models.CharField(max_length=100, blank=True)
    department = models.CharField(max_length=50, db_index=True)
    type = models.CharField(max_length=50, db_index=True)
    subtype = models.CharField(max_length=50)
    colour = models.CharField(max_length=30, db_index=True, help_text="Lower case, e.g. navy.")
    material = models.CharField(max_length=200)
    price = models.DecimalField("price (EUR)", max_digits=9, decimal_places=2)
    tags = models.JSONField(default=list, blank=True, help_text='A JSON list, e.g. ["office"].')
    image = models.CharField(
        max_length=500,
        blank=True,
        help_text="Optional image URL; empty means the generated SVG artwork.",
    )
    search_text = models.TextField(editable=False, default="")
    tags_text = models.CharField(max_length=500, editable=False, default="")
    # The product's text embedding for semantic search (issue 10 item 3): float32 bytes, unit
    # length, and the hash of the embedder name plus the text it was made from, so only
    # products whose text changed are embedded again (shop.embedding).
    embedding = models.BinaryField(null=True, editable=False)
    embedding_hash = models.CharField(max_length=64, editable=False, default="")
    created_at = models.DateTimeField(auto_now_add=True)
    # Indexed: the catalogue version (shop.selectors.catalogue_version) reads its maximum.
    updated_at = models.DateTimeField(auto_now=True, db_index=True)

    class Meta:
        ordering = ["name", "sku"]

    def __str__(self) -> str:
        return f"{self.name} ({self.sku})"

    def save(self, *args, **kwargs):
        self.normalise()
        if kwargs.get("update_fields") is not None:
            kwargs["update_fields"] = {*kwargs["update_fields"], "search_text", "tags_text"}
        super().save(*args, **kwargs)

    def get_absolute_url(self) -> str:
        return reverse("shop:product_detail", kwargs={"sku": self.sku})

    @property
    def image_url(self) -> str:
        """The product's image URL: its own image (shop.images) when it has one and the file is
        there, else its generated SVG artwork, so no card shows a broken image (issue 10)."""
        from shop.images import image_url

        return image_url(self.image) or reverse("shop:product_image", kwargs={"sku": self.sku})

    def normalise(self) -> None:
        """Lower-case the colour and tags and derive `tags_text` and `search_text` from the
        fields, as every save does; `bulk_create` (the importer) skips `save`, so it calls this."""
        self.colour = self.colour.strip().lower()
        self.tags = [str(tag).strip().lower() for tag in self.tags or [] if str(tag).strip()]
        self.tags_text = "".join(f"|{tag}|" for tag in self.tags)
        self.search_text = " ".join(
            [
                self.name,
                self.brand,
                self.department,
                self.type,
                self.subtype,
                self.colour,
                self.material,
                " ".join(self.tags),
                self.description,
            ]
        ).lower()


class ProductSize(models.Model):
    """A size a product comes in and how many are in stock; `position` keeps catalogue order."""

    product = models.ForeignKey(Product, on_delete=models.CASCADE, related_name="sizes")
    position = models.PositiveSmallIntegerField(default=0)
    # Indexed: product search's size filter reads the products with a size in stock.
    size = models.CharField(max_length=20, db_index=True)
    stock = models.PositiveIntegerField(default=0)

    class Meta:
        ordering = ["product", "position", "id"]
        constraints = [
            models.UniqueConstraint(fields=["product", "size"], name="unique_size_per_product")
        ]

    def __str__(self) -> str:
        return f"{self.product.sku} {self.size}: {self.stock}"

    @property
    def in_stock(self) -> bool:
        return self.stock > 0


class CatalogueVersion(models.Model):
    """One row counting catalogue changes (issue 10): every save or delete of a product bumps
    `products`, of a size (stock included) `sizes`, so each process can tell cheaply (one
    primary-key read, shop.catalogue_taxonomy) that its cached taxonomy or search index is
    stale; the search index follows `products` only, so a stock change does not rebuild it.
    Code that changes rows with `QuerySet.update()` calls `bump()` itself."""

    products = models.PositiveBigIntegerField(default=0)
    sizes = models.PositiveBigIntegerField(default=0)

    def __str__(self) -> str:
        return f"catalogue version {self.products}.{self.sizes}"

    @classmethod
    def bump(cls, *, products: bool = True, sizes: bool = True) -> None:
        changes = {}
        if products:
            changes["products"] = F("products") + 1
        if sizes:
            changes["sizes"] = F("sizes") + 1
        if not cls.objects.filter(pk=1).update(**changes):
            cls.objects.get_or_create(pk=1, defaults={"products": 1, "sizes": 1})


@receiver(post_save, sender=Product)
@receiver(post_delete, sender=Product)
def _product_changed(**kwargs) -> None:
    # bulk_update of embeddings (shop.embedding) sends no signal: vectors are not a change.
    CatalogueVersion.bump(sizes=False)


@receiver(post_save, sender=ProductSize)
@receiver(post_delete, sender=ProductSize)
def _size_changed(**kwargs) -> None:
    CatalogueVersion.bump(products=False)
